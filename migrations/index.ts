import * as migration_20261123_054210_initial from './20261123_054210_initial';
import * as migration_20261123_101813_dealership_import_api_key from './20261123_101813_dealership_import_api_key';
import * as migration_20261123_134159_search_sync_jobs from './20261123_134159_search_sync_jobs';
import * as migration_20261123_141601_delivery_regions from './20261123_141601_delivery_regions';

export const migrations = [
  {
    up: migration_20261123_054210_initial.up,
    down: migration_20261123_054210_initial.down,
    name: '20261123_054210_initial',
  },
  {
    up: migration_20261123_101813_dealership_import_api_key.up,
    down: migration_20261123_101813_dealership_import_api_key.down,
    name: '20261123_101813_dealership_import_api_key',
  },
  {
    up: migration_20261123_134159_search_sync_jobs.up,
    down: migration_20261123_134159_search_sync_jobs.down,
    name: '20261123_134159_search_sync_jobs',
  },
  {
    up: migration_20261123_141601_delivery_regions.up,
    down: migration_20261123_141601_delivery_regions.down,
    name: '20261123_141601_delivery_regions'
  },
];
