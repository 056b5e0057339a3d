export { type PhotoStore, type Receipt, getBlogPost, listBlogPosts, photoStore, requestCustomDesign, sendContactMessage, storedPhotoBytes } from './content.ts';
export { type SitemapPages, sitemapPages, sitemapProductFiles, sitemapProducts } from './sitemap.ts';
export { inboxMessageAnswer, inboxPageAnswer, listInbox, markRead, messagesFrom, unreadCounts } from './inbox.ts';
export { deleteOldMessages } from './message-retention.ts';
export { changeNewsletterConsent, confirmSubscription, requestSubscription, unsubscribe, unsubscribeAddress } from './newsletter.ts';
export { consentHistory, isSubscribedSql, newsletterStatus } from './consents.ts';
export { queueMarketingMail } from './marketing-mail.ts';
export { preparePhoto, removePhotos, storePhotos, type PreparedPhoto, type StoredPhotos } from './shopper-photos.ts';
export { UnreadableUpload, UnsupportedUpload, UploadStorageFull, UploadTooLarge, removePhoto, sniffPhotoType } from './uploads.ts';
