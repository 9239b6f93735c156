package tilesearch.judge;

import java.io.IOException;

/** Judges one case: the program against the exact answer. One per worker; not thread-safe. */
interface Trials {

    /** The trial of {@code judgeCase}. */
    Trial run(JudgeCase judgeCase) throws IOException, InterruptedException;
}
