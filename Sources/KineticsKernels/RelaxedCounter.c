// The relaxed counter of KineticsKernels.h.
#include "KineticsKernels.h"

ptrdiff_t kinetics_relaxed_increment(ptrdiff_t *counter) {
  ptrdiff_t next = __atomic_load_n(counter, __ATOMIC_RELAXED) + 1;
  __atomic_store_n(counter, next, __ATOMIC_RELAXED);
  return next;
}
