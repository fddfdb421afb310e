import { openEmbedded } from './open';

/**
 * A process of its own (see `initialiseApart` in ../store): makes the embedded database in a new
 * data folder (from the kept empty one, see ./template) and migrates it, then ends, and the memory it took leaves with it.
 *
 *   node initialise <data folder> <migrations folder>
 */
const [dataDir, migrationsFolder] = process.argv.slice(2);
if (!dataDir || !migrationsFolder) throw new Error('usage: initialise <data folder> <migrations folder>');
const { pglite } = await openEmbedded(dataDir, migrationsFolder);
await pglite.close();
