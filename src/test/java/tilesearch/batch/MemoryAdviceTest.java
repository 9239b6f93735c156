package tilesearch.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MemoryAdviceTest {

    private static final long MIB = 1024 * 1024;

    @Test
    void advice_namesTheHeapAndTwiceIt() {
        assertEquals("with a heap of 245 MB: give Java more with TILESEARCH_JAVA_OPTS=-Xmx512m",
                MemoryAdvice.advice(245 * MIB, false));
        assertEquals("with a heap of 1024 MB: give Java more with TILESEARCH_JAVA_OPTS=-Xmx2g, or give a lower"
                + " --table-memory", MemoryAdvice.advice(1024 * MIB, true));
        assertEquals("with a heap of 15.0 GB: give Java more with TILESEARCH_JAVA_OPTS=-Xmx32g",
                MemoryAdvice.advice(15 * 1024 * MIB, false));
    }

    @Test
    void suggested_isAPowerOfTwoAtLeastTwiceTheHeap() {
        for (long mebibytes = 1; mebibytes < 100_000; mebibytes += 37) {
            long suggested = MemoryAdvice.suggested(mebibytes * MIB) / MIB;

            assertEquals(1, Long.bitCount(suggested), suggested + " for " + mebibytes);
            assertEquals(true, suggested >= 2 * mebibytes && suggested < 4 * mebibytes, suggested + " for " + mebibytes);
        }
    }
}
