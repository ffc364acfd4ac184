#ifndef HEAP_STATISTICS_H
#define HEAP_STATISTICS_H

// Swift's Glibc module does not import <malloc.h>, hence this one function, inline in a header
// (a system library module): the Swift compiler builds it into the benchmarks' own code, so no C
// object file is compiled, whose newer debug information valgrind could not read.

#include <stddef.h>
#include <stdlib.h>   // defines __GLIBC__ where glibc is the C library

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>

/// The bytes of heap memory in use (allocated and not yet freed) as glibc's allocator counts them.
static inline size_t heap_statistics_bytes_in_use(void) {
    return mallinfo2().uordblks;
}
#else
/// 0: only glibc 2.33 or later says.
static inline size_t heap_statistics_bytes_in_use(void) {
    return 0;
}
#endif

#endif
