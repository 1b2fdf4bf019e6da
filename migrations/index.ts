import * as migration_20261123_054210_initial from './20261123_054210_initial';

export const migrations = [
  {
    up: migration_20261123_054210_initial.up,
    down: migration_20261123_054210_initial.down,
    name: '20261123_054210_initial'
  },
];
