package tilesearch.spark;

import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Hands tests one local[2] Spark context, shared by every test class of the run: a context takes seconds to
 * start. It listens on 127.0.0.1 only, with no web UI, and is stopped when the run ends.
 */
final class LocalSpark implements ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(LocalSpark.class);

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext extension) {
        return parameter.getParameter().getType() == JavaSparkContext.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext extension) {
        return extension.getRoot().getStore(NAMESPACE)
                .getOrComputeIfAbsent("context", key -> new Shared(), Shared.class).spark;
    }

    /** The context, stopped by JUnit when the root store closes. */
    private static final class Shared implements AutoCloseable {
        final JavaSparkContext spark = new JavaSparkContext(new SparkConf()
                .setMaster("local[2]")
                .setAppName("tilesearch-tests")
                .set("spark.ui.enabled", "false")
                .set("spark.driver.host", "127.0.0.1")
                .set("spark.driver.bindAddress", "127.0.0.1"));

        @Override
        public void close() {
            spark.stop();
        }
    }
}
