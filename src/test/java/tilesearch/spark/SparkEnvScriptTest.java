package tilesearch.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code scripts/spark/env.sh}, which every Spark script sources under {@code set -euo pipefail} before it has
 * copied Spark's jars: on a fresh clone there are none yet, and the file must still load.
 */
@Tag("spark")
class SparkEnvScriptTest {

    @Test
    void source_freshCloneWithoutJars_setsTheClassPathAndGoesOn(@TempDir Path clone) throws Exception {
        Path spark = Files.createDirectories(clone.resolve("scripts").resolve("spark"));
        Files.copy(Path.of("scripts", "spark", "env.sh"), spark.resolve("env.sh"));

        String out = bash(clone, "set -euo pipefail; source scripts/spark/env.sh; echo \"$spark_classpath\"");

        Path jars = clone.toRealPath().resolve("target").resolve("spark");
        assertEquals(jars.resolve("conf") + "::" + jars.resolve("jars") + "/*", out.strip());
    }

    @Test
    void setClasspath_jarsCopied_putsTheSlf4jApiFirstAsAWorkerDoes(@TempDir Path clone) throws Exception {
        Path spark = Files.createDirectories(clone.resolve("scripts").resolve("spark"));
        Files.copy(Path.of("scripts", "spark", "env.sh"), spark.resolve("env.sh"));
        Path jars = Files.createDirectories(clone.resolve("target").resolve("spark").resolve("jars"));

        String out = bash(clone, "set -euo pipefail; source scripts/spark/env.sh;"
                + " touch target/spark/jars/slf4j-api-2.0.17.jar; spark_set_classpath; echo \"$spark_classpath\"");

        Path real = jars.toRealPath();
        assertEquals(real.getParent().resolve("conf") + ":" + real.resolve("slf4j-api-2.0.17.jar") + ":" + real
                + "/*", out.strip());
    }

    /** Runs {@code script} with bash in {@code folder}; fails unless it exits 0. */
    private static String bash(Path folder, String script) throws IOException, InterruptedException {
        Process bash = new ProcessBuilder("bash", "-c", script).directory(folder.toFile()).redirectErrorStream(true)
                .start();
        String out = new String(bash.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!bash.waitFor(60, TimeUnit.SECONDS)) {
            bash.destroyForcibly();
            throw new AssertionError("bash did not end: " + out);
        }
        assertEquals(0, bash.exitValue(), "bash exited with " + bash.exitValue() + ": " + out);
        return out;
    }
}
