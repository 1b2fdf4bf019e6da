import * as migration_20261123_054210_initial from './20261123_054210_initial';
import * as migration_20261123_101813_dealership_import_api_key from './20261123_101813_dealership_import_api_key';
import * as migration_20261123_134159_search_sync_jobs from './20261123_134159_search_sync_jobs';
import * as migration_20261123_141601_delivery_regions from './20261123_141601_delivery_regions';
import * as migration_20261124_120000_rate_limits from './20261124_120000_rate_limits';
import * as migration_20261124_122416_leads from './20261124_122416_leads';
import * as migration_20261124_125252_sign_in_throttle_no_lockout from './20261124_125252_sign_in_throttle_no_lockout';
import * as migration_20261125_144505_models_offers from './20261125_144505_models_offers';
import * as migration_20261125_145043_media_storage_fields from './20261125_145043_media_storage_fields';
import * as migration_20261125_150052_blog_posts from './20261125_150052_blog_posts';
import * as migration_20261125_152247_shopper_accounts from './20261125_152247_shopper_accounts';
import * as migration_20261125_153000_search_change_feed from './20261125_153000_search_change_feed';
import * as migration_20261125_160144_reservations from './20261125_160144_reservations';
import * as migration_20261125_174821_reviews_promos from './20261125_174821_reviews_promos';
import * as migration_20261125_174958_online_purchase from './20261125_174958_online_purchase';
import * as migration_20261125_175812_shopper_history from './20261125_175812_shopper_history';
import * as migration_20261125_180000_event_counts from './20261125_180000_event_counts';
import * as migration_20261125_190000_strip_removed_settings from './20261125_190000_strip_removed_settings';
import * as migration_20261125_212018_manufacturers from './20261125_212018_manufacturers';
import * as migration_20261205_201239_outbox_sites from './20261205_201239_outbox_sites';
import * as migration_20261205_202835_lead_timeline from './20261205_202835_lead_timeline';
import * as migration_20261205_202900_lead_timeline_backfill from './20261205_202900_lead_timeline_backfill';
import * as migration_20261205_213753_trade_in_valuation from './20261205_213753_trade_in_valuation';
import * as migration_20261205_220454_chat_replies_location_mobile from './20261205_220454_chat_replies_location_mobile';
import * as migration_20261205_221224_purge_cache_task from './20261205_221224_purge_cache_task';
import * as migration_20261205_235713_lead_reply from './20261205_235713_lead_reply';
import * as migration_20261206_031342_contacts from './20261206_031342_contacts';
import * as migration_20261206_031400_contacts_backfill from './20261206_031400_contacts_backfill';
import * as migration_20261206_031500_web_vital_counts from './20261206_031500_web_vital_counts';

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
    name: '20261123_141601_delivery_regions',
  },
  {
    up: migration_20261124_120000_rate_limits.up,
    down: migration_20261124_120000_rate_limits.down,
    name: '20261124_120000_rate_limits',
  },
  {
    up: migration_20261124_122416_leads.up,
    down: migration_20261124_122416_leads.down,
    name: '20261124_122416_leads',
  },
  {
    up: migration_20261124_125252_sign_in_throttle_no_lockout.up,
    down: migration_20261124_125252_sign_in_throttle_no_lockout.down,
    name: '20261124_125252_sign_in_throttle_no_lockout',
  },
  {
    up: migration_20261125_144505_models_offers.up,
    down: migration_20261125_144505_models_offers.down,
    name: '20261125_144505_models_offers',
  },
  {
    up: migration_20261125_145043_media_storage_fields.up,
    down: migration_20261125_145043_media_storage_fields.down,
    name: '20261125_145043_media_storage_fields',
  },
  {
    up: migration_20261125_150052_blog_posts.up,
    down: migration_20261125_150052_blog_posts.down,
    name: '20261125_150052_blog_posts',
  },
  {
    up: migration_20261125_152247_shopper_accounts.up,
    down: migration_20261125_152247_shopper_accounts.down,
    name: '20261125_152247_shopper_accounts',
  },
  {
    up: migration_20261125_153000_search_change_feed.up,
    down: migration_20261125_153000_search_change_feed.down,
    name: '20261125_153000_search_change_feed',
  },
  {
    up: migration_20261125_160144_reservations.up,
    down: migration_20261125_160144_reservations.down,
    name: '20261125_160144_reservations',
  },
  {
    up: migration_20261125_174821_reviews_promos.up,
    down: migration_20261125_174821_reviews_promos.down,
    name: '20261125_174821_reviews_promos',
  },
  {
    up: migration_20261125_174958_online_purchase.up,
    down: migration_20261125_174958_online_purchase.down,
    name: '20261125_174958_online_purchase',
  },
  {
    up: migration_20261125_175812_shopper_history.up,
    down: migration_20261125_175812_shopper_history.down,
    name: '20261125_175812_shopper_history',
  },
  {
    up: migration_20261125_180000_event_counts.up,
    down: migration_20261125_180000_event_counts.down,
    name: '20261125_180000_event_counts',
  },
  {
    up: migration_20261125_190000_strip_removed_settings.up,
    down: migration_20261125_190000_strip_removed_settings.down,
    name: '20261125_190000_strip_removed_settings',
  },
  {
    up: migration_20261125_212018_manufacturers.up,
    down: migration_20261125_212018_manufacturers.down,
    name: '20261125_212018_manufacturers',
  },
  {
    up: migration_20261205_201239_outbox_sites.up,
    down: migration_20261205_201239_outbox_sites.down,
    name: '20261205_201239_outbox_sites',
  },
  {
    up: migration_20261205_202835_lead_timeline.up,
    down: migration_20261205_202835_lead_timeline.down,
    name: '20261205_202835_lead_timeline',
  },
  {
    up: migration_20261205_202900_lead_timeline_backfill.up,
    down: migration_20261205_202900_lead_timeline_backfill.down,
    name: '20261205_202900_lead_timeline_backfill',
  },
  {
    up: migration_20261205_213753_trade_in_valuation.up,
    down: migration_20261205_213753_trade_in_valuation.down,
    name: '20261205_213753_trade_in_valuation',
  },
  {
    up: migration_20261205_220454_chat_replies_location_mobile.up,
    down: migration_20261205_220454_chat_replies_location_mobile.down,
    name: '20261205_220454_chat_replies_location_mobile',
  },
  {
    up: migration_20261205_221224_purge_cache_task.up,
    down: migration_20261205_221224_purge_cache_task.down,
    name: '20261205_221224_purge_cache_task',
  },
  {
    up: migration_20261205_235713_lead_reply.up,
    down: migration_20261205_235713_lead_reply.down,
    name: '20261205_235713_lead_reply',
  },
  {
    up: migration_20261206_031342_contacts.up,
    down: migration_20261206_031342_contacts.down,
    name: '20261206_031342_contacts',
  },
  {
    up: migration_20261206_031400_contacts_backfill.up,
    down: migration_20261206_031400_contacts_backfill.down,
    name: '20261206_031400_contacts_backfill',
  },
  {
    up: migration_20261206_031500_web_vital_counts.up,
    down: migration_20261206_031500_web_vital_counts.down,
    name: '20261206_031500_web_vital_counts',
  },
];
