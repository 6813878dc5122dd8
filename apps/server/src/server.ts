import { loadConfigOrExit, startServer } from './start';

// The production entry: configuration from the environment, then the shared start-up sequence (start.ts).
async function main(): Promise<void> {
  await startServer(loadConfigOrExit());
}

main().catch((error: unknown) => {
  console.error('Server failed to start:', error);
  process.exit(1);
});
