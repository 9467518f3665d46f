// glibc's settings for a production server (docs/operations.md, Memory). `npm run serve` writes the
// same two in package.json, where nothing can be imported; the bench and the cluster take them here.
//  - MALLOC_ARENA_MAX: every libuv worker thread would get an arena of its own and keep its high-water mark.
//  - MALLOC_MMAP_THRESHOLD_: a fixed threshold (128 KB, glibc's starting value) keeps large blocks
//    (a 16 MB scrypt derivation, a decoded upload) in mappings given back when freed; by default the
//    threshold grows with each large block freed, and later ones then stay in the heap for good.
export const SERVER_MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
