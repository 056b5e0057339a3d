export {
  type PhotoStore,
  type Receipt,
  type SitemapCatalog,
  getBlogPost,
  listBlogPosts,
  photoStore,
  requestCustomDesign,
  sendContactMessage,
  sitemapCatalog,
  storedPhotoBytes,
} from './content.ts';
export { inboxMessageAnswer, inboxPageAnswer, listInbox, markRead, unreadCounts } from './inbox.ts';
export { subscribe } from './newsletter.ts';
export { UnreadableUpload, UnsupportedUpload, UploadStorageFull, UploadTooLarge, sniffPhotoType } from './uploads.ts';
