/**
 * Returns and exchanges (issue 34, decision record 048), the module's only public surface: a
 * shopper's request and withdrawal, reading returns, the staff's steps and the resolution, and
 * the presenters that make every return answer (the API's and the pages').
 */
export { presentAdminReturnRow, presentReturn } from './presenter.ts';
export { getReturn, listAdminReturns, listOwnReturns, type ReturnView } from './read.ts';
export { forgetOldReturnPhotos, returnPhoto } from './photos.ts';
export { requestReturn } from './request.ts';
export { resolveReturn } from './resolve.ts';
export { approveReturn, inspectReturn, receiveReturn, refuseReturn, withdrawReturn } from './steps.ts';
export { returnOptions } from './options.ts';
