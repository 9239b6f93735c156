package tilesearch.search;

import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The pool a test class's searchers run on: {@code @RegisterExtension static final TestPool POOL = new TestPool(1);}
 * starts a pool of that many workers before the class's first test and shuts it down after its last.
 */
final class TestPool implements BeforeAllCallback, AfterAllCallback {

    private final int threads;
    private ForkJoinPool pool;

    /** A pool of {@code threads} workers, started and stopped with the test class that registers it. */
    TestPool(int threads) {
        this.threads = threads;
    }

    /** The running pool; only between the class's first test and its last. */
    ForkJoinPool get() {
        if (pool == null) {
            throw new IllegalStateException("the pool runs only while its test class runs");
        }
        return pool;
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        pool = new ForkJoinPool(threads);
    }

    @Override
    public void afterAll(ExtensionContext context) {
        pool.shutdown();
        pool = null;
    }
}
