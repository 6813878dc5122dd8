import { DatabaseFolderInUseError } from '@hc/db';
import { serializeError } from './lib/log-redaction';
import { loadConfigOrExit, startServer } from './start';

// The production entry: configuration from the environment, then the shared start-up sequence (start.ts).
async function main(): Promise<void> {
  await startServer(loadConfigOrExit());
}

main().catch((error: unknown) => {
  // Another server holds the folder: its message says what to do; a stack trace would only hide it.
  if (error instanceof DatabaseFolderInUseError) console.error(`Server failed to start: ${error.message}`);
  // A failed migration's error carries its SQL: it is written as the app's logger would write it.
  else console.error('Server failed to start:', JSON.stringify(serializeError(error)));
  process.exit(1);
});
