// The declaration in include/clibfuzzer.h is all this module holds; SwiftPM
// wants a source file for a C target.
#include "clibfuzzer.h"
