// How a production server is started, for memory (docs/operations.md, Memory). `npm run serve` writes
// the same in package.json, where nothing can be imported; the bench and the cluster take them here.
//  - MALLOC_ARENA_MAX: every libuv worker thread would get an arena of its own and keep its high-water mark.
//  - MALLOC_MMAP_THRESHOLD_: a fixed threshold (128 KB, glibc's starting value) keeps large blocks
//    (a 16 MB scrypt derivation, a decoded upload) in mappings given back when freed; by default the
//    threshold grows with each large block freed, and later ones then stay in the heap for good.
export const SERVER_MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

// V8's young generation as two semi-spaces of at most 8 MB, not 16: a request's garbage dies young
// either way, and the server holds about 35 MB less under load for no measurable CPU per request.
// The old generation collected at 1.2 times what the last collection left: a big upload's rows, which
// outlive the young generation and then die, were collected late (docs/operations.md, Memory).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=20'];
