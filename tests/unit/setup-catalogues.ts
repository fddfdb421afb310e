import { provideCatalogues } from '../../src/core/i18n/catalogue-store';
import { catalogues } from '../../src/i18n/catalogues';

// The console fetches a language's messages on demand; tests render synchronously, so all three
// are in memory from the start, as if already fetched.
provideCatalogues(catalogues);
