/**
 * `npm start`, first step: builds the web app and the server bundle where they are missing or
 * older than their sources. The second step (`node dist/server/main.js`) runs the server.
 */
import { buildServerBundle } from './build/serverBundle';
import { ensureSpaBuilt } from './build/spaBuild';

if (!ensureSpaBuilt()) {
  console.error('The web app could not be built; see the messages above.');
  process.exit(1);
}
// Always rebuilt here (a fraction of a second), so a start never runs an outdated server.
buildServerBundle();
