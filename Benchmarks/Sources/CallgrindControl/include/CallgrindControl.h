#ifndef CALLGRIND_CONTROL_H
#define CALLGRIND_CONTROL_H

/// Switches callgrind's instrumentation on. `Scripts/perf-budget.sh` starts callgrind with
/// `--instr-atstart=no`, so a hot path's setup (starting a thousand flows, say) runs at
/// valgrind's uninstrumented speed and only what follows this call is instrumented.
/// Outside callgrind, or where valgrind's headers are missing, it does nothing.
void callgrind_control_start_instrumentation(void);

#endif
