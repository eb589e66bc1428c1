#ifndef MALLOC_COUNTERS_H
#define MALLOC_COUNTERS_H

#include <stddef.h>

/// The bytes malloc holds for the program (glibc's `mallinfo2`: in use in every arena, plus
/// mmapped chunks); 0 where glibc's counters are missing.
size_t malloc_counters_allocated_bytes(void);

#endif
