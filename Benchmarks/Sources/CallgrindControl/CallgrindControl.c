#include "CallgrindControl.h"

#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define CALLGRIND_CONTROL_AVAILABLE 1
#endif
#endif

void callgrind_control_start_instrumentation(void) {
#ifdef CALLGRIND_CONTROL_AVAILABLE
  CALLGRIND_START_INSTRUMENTATION;
#endif
}
