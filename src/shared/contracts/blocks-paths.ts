/** The paths of block calls, as plain strings. */

/** GET. A block's owner code, served for its sandboxed frame (src/shared/owner-frame.ts); the §8 not-found answer otherwise. */
export const BLOCK_FRAME_ROUTE = '/api/blocks/:collectionId/:blockId/frame';

/** The URL of a block's frame: `/api/blocks/<collectionId>/<blockId>/frame`. */
export function blockFramePath(collectionId: string, blockId: string): string {
  return BLOCK_FRAME_ROUTE.replace(':collectionId', encodeURIComponent(collectionId)).replace(':blockId', encodeURIComponent(blockId));
}
