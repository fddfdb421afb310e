/**
 * Makes the empty database a new embedded data folder is unpacked from
 * (server/db/embedded/empty-database.tar.gz). Run it after upgrading PGlite.
 *
 *   npm run db:template
 */
import { makeDatabaseTemplate, TEMPLATE_FILE } from '../server/db/embedded/template';

await makeDatabaseTemplate();
console.log(`Wrote ${TEMPLATE_FILE}.`);
