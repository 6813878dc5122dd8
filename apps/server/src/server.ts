import { serializeError } from './lib/log-redaction';
import { loadConfigOrExit, startServer } from './start';

// The production entry: configuration from the environment, then the shared start-up sequence (start.ts).
async function main(): Promise<void> {
  await startServer(loadConfigOrExit());
}

main().catch((error: unknown) => {
  // A failed migration's error carries its SQL: it is written as the app's logger would write it.
  console.error('Server failed to start:', JSON.stringify(serializeError(error)));
  process.exit(1);
});
