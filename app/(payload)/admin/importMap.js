import { SettingsField as SettingsField_1dc873c67964ce338f560aa25b4a8278 } from '../../../admin/settings/SettingsField.client'
import { WatchTenantCollection as WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { TenantField as TenantField_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { AssignTenantFieldTrigger as AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { EditLayoutLink as EditLayoutLink_a01e5ea8e7af427fe9e8f83c43bf1b45 } from '../../../admin/PageBuilder/EditLayoutLink.client'
import { LayoutNotice as LayoutNotice_f684da90c947c4bc044c8b7aef6a15c1 } from '../../../admin/PageBuilder/LayoutNotice'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ReplyForm as ReplyForm_70fd6cccad4351e0f16aecba5b8c1b9c } from '../../../admin/leads/ReplyForm.client'
import { LeadTimeline as LeadTimeline_84dce8c736160fb7a4e461a7cd25a0ba } from '../../../admin/leads/LeadTimeline.client'
import { ShopperHistory as ShopperHistory_78fedf97b65ea3d6833c8c5284ba71a4 } from '../../../admin/leads/ShopperHistory'
import { RetryDeliveryButton as RetryDeliveryButton_3d48c5e74b5f589e11e436dcdf2c7095 } from '../../../admin/leads/RetryDeliveryButton.client'
import { ValuationAnswers as ValuationAnswers_3eb66af905cb02389ecdd679e55e98d5 } from '../../../admin/leads/ValuationAnswers.client'
import { ExportCsvButton as ExportCsvButton_e2588545d53ade6c4fc8d3521b3ee986 } from '../../../admin/leads/ExportCsvButton.client'
import { RenderedEmail as RenderedEmail_24a955158d563c344004c8a349c3917a } from '../../../admin/outbox/RenderedEmail.client'
import { InboxNavLink as InboxNavLink_f792fb861824008fea813e742449340c } from '../../../admin/inbox/InboxNavLink'
import { LeadsDashboard as LeadsDashboard_30f586c4d1d147c31d918dd4048d1abc } from '../../../admin/leads/LeadsDashboard'
import { ViewsDashboard as ViewsDashboard_724b366fdd5f59f2639f9c3c3e5c0041 } from '../../../admin/analytics/ViewsDashboard'
import { WebVitalsDashboard as WebVitalsDashboard_6a87c19ee8f7c1fe14173eb2b6d68444 } from '../../../admin/analytics/WebVitalsDashboard'
import { SiteLinks as SiteLinks_656dc228a60d0a650e24a4dfa52b33c2 } from '../../../admin/SiteLinks'
import { TenantSelector as TenantSelector_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { AdminA11y as AdminA11y_aff5340142807a73a6a624ff0b332910 } from '../../../admin/a11y/AdminA11y.client'
import { TenantSelectionProvider as TenantSelectionProvider_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { PageBuilderView as PageBuilderView_840be502833e646b8c72b38e7655d0f6 } from '../../../admin/PageBuilder/PageBuilderView'
import { LeadInboxView as LeadInboxView_3125b1c94a22b1c274ce10619e25df04 } from '../../../admin/inbox/LeadInboxView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/settings/SettingsField.client#SettingsField": SettingsField_1dc873c67964ce338f560aa25b4a8278,
  "@payloadcms/plugin-multi-tenant/client#WatchTenantCollection": WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a,
  "@payloadcms/plugin-multi-tenant/client#TenantField": TenantField_1d0591e3cf4f332c83a86da13a0de59a,
  "@payloadcms/plugin-multi-tenant/client#AssignTenantFieldTrigger": AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a,
  "/admin/PageBuilder/EditLayoutLink.client#EditLayoutLink": EditLayoutLink_a01e5ea8e7af427fe9e8f83c43bf1b45,
  "/admin/PageBuilder/LayoutNotice#LayoutNotice": LayoutNotice_f684da90c947c4bc044c8b7aef6a15c1,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/admin/leads/ReplyForm.client#ReplyForm": ReplyForm_70fd6cccad4351e0f16aecba5b8c1b9c,
  "/admin/leads/LeadTimeline.client#LeadTimeline": LeadTimeline_84dce8c736160fb7a4e461a7cd25a0ba,
  "/admin/leads/ShopperHistory#ShopperHistory": ShopperHistory_78fedf97b65ea3d6833c8c5284ba71a4,
  "/admin/leads/RetryDeliveryButton.client#RetryDeliveryButton": RetryDeliveryButton_3d48c5e74b5f589e11e436dcdf2c7095,
  "/admin/leads/ValuationAnswers.client#ValuationAnswers": ValuationAnswers_3eb66af905cb02389ecdd679e55e98d5,
  "/admin/leads/ExportCsvButton.client#ExportCsvButton": ExportCsvButton_e2588545d53ade6c4fc8d3521b3ee986,
  "/admin/outbox/RenderedEmail.client#RenderedEmail": RenderedEmail_24a955158d563c344004c8a349c3917a,
  "/admin/inbox/InboxNavLink#InboxNavLink": InboxNavLink_f792fb861824008fea813e742449340c,
  "/admin/leads/LeadsDashboard#LeadsDashboard": LeadsDashboard_30f586c4d1d147c31d918dd4048d1abc,
  "/admin/analytics/ViewsDashboard#ViewsDashboard": ViewsDashboard_724b366fdd5f59f2639f9c3c3e5c0041,
  "/admin/analytics/WebVitalsDashboard#WebVitalsDashboard": WebVitalsDashboard_6a87c19ee8f7c1fe14173eb2b6d68444,
  "/admin/SiteLinks#SiteLinks": SiteLinks_656dc228a60d0a650e24a4dfa52b33c2,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelector": TenantSelector_d6d5f193a167989e2ee7d14202901e62,
  "/admin/a11y/AdminA11y.client#AdminA11y": AdminA11y_aff5340142807a73a6a624ff0b332910,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelectionProvider": TenantSelectionProvider_d6d5f193a167989e2ee7d14202901e62,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/admin/PageBuilder/PageBuilderView#PageBuilderView": PageBuilderView_840be502833e646b8c72b38e7655d0f6,
  "/admin/inbox/LeadInboxView#LeadInboxView": LeadInboxView_3125b1c94a22b1c274ce10619e25df04,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
