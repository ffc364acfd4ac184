#ifndef HEAP_STATISTICS_H
#define HEAP_STATISTICS_H

#include <stddef.h>

/// The bytes of heap memory in use (allocated and not yet freed) as glibc's allocator counts
/// them, or 0 where the C library does not say (anything but glibc 2.33 or later).
/// Swift's Glibc module does not import <malloc.h>, hence this one function in C.
size_t heap_statistics_bytes_in_use(void);

#endif
