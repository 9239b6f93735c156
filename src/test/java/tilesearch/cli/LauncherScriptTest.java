package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher {@code scripts/tilesearch}, run by bash in a copy of the project whose jar is up to date, with
 * fake JDKs: a {@code java} script that logs its arguments (and makes the file an AOT training run would make)
 * in a folder whose {@code release} file says which Java it is. So the choice of Java and the ahead-of-time
 * cache's life are checked in milliseconds, without building or running the real program.
 */
class LauncherScriptTest {

    private static final String JAVA_25 = "25.0.1+8-LTS";
    private static final String JAVA_17 = "17.0.15+6-Debian-1deb12u1";

    @TempDir
    Path work;

    private Path project;
    private Path jar;
    private Path log;

    /**
     * The fake {@code java}: logs its arguments, one run a line; FAKE_TRAINING_FAILS fails training runs, and
     * FAKE_NO_ARCHIVE makes a class data archive's training run end well without writing it, as a JVM that cannot.
     */
    private static final String FAKE_JAVA = """
            #!/usr/bin/env bash
            echo "$*" >>"$FAKE_LOG"
            for arg; do
              case $arg in
                -XX:AOTCacheOutput=*) [[ -z ${FAKE_TRAINING_FAILS:-} ]] || exit 1; echo cache >"${arg#*=}" ;;
                -XX:ArchiveClassesAtExit=*) [[ -z ${FAKE_TRAINING_FAILS:-} ]] || exit 1
                  [[ -n ${FAKE_NO_ARCHIVE:-} ]] || echo archive >"${arg#*=}" ;;
              esac
            done
            exit "${FAKE_EXIT:-0}"
            """;

    /** The launcher's compile commands, as it passes them to every JVM it starts. */
    private static final String DONT_INLINE =
            "-XX:CompileCommand=quiet -XX:CompileCommand=dontinline,tilesearch.io.RowBuffer::putDecimal ";

    @BeforeEach
    void copyProject() throws IOException {
        project = work.resolve("project");
        Files.createDirectories(project.resolve("scripts"));
        Files.createDirectories(project.resolve("src"));
        Files.writeString(project.resolve("pom.xml"), "<project/>");
        Files.copy(Path.of("scripts/tilesearch"), project.resolve("scripts/tilesearch"));
        Files.copy(Path.of("scripts/java-release.sh"), project.resolve("scripts/java-release.sh"));
        Instant sources = Instant.now().minusSeconds(3600);
        Files.setLastModifiedTime(project.resolve("src"), FileTime.from(sources));
        Files.setLastModifiedTime(project.resolve("pom.xml"), FileTime.from(sources));
        jar = project.resolve("target/tilesearch.jar");
        Files.createDirectories(jar.getParent());
        Files.writeString(jar, "jar");
        Files.setLastModifiedTime(jar, FileTime.from(sources.plusSeconds(60)));
        log = work.resolve("java.log");
    }

    /** A fake JDK home whose {@code release} file gives {@code version}; returns its {@code bin/java}. */
    private Path fakeJdk(String version) throws IOException {
        Path home = work.resolve("jdk-" + version);
        Files.createDirectories(home.resolve("bin"));
        Files.writeString(home.resolve("release"), "IMPLEMENTOR=\"Test\"\nJAVA_RUNTIME_VERSION=\"" + version
                + "\"\nJAVA_VERSION=\"" + version.replaceAll("[+-].*", "") + "\"\n");
        Path java = home.resolve("bin/java");
        Files.writeString(java, FAKE_JAVA);
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        return java;
    }

    /** Like {@link #fakeJdk}, with the JDK's own class data archive, which a dynamic archive builds on. */
    private Path fakeJdkWithArchive(String version) throws IOException {
        Path java = fakeJdk(version);
        Path archive = java.getParent().getParent().resolve("lib/server/classes.jsa");
        Files.createDirectories(archive.getParent());
        Files.writeString(archive, "base archive");
        return java;
    }

    private record Launch(int exitCode, String err, List<String> javaRuns) {
    }

    /** Runs the launcher with {@code environment} added and {@code solve -} as arguments. */
    private Launch launch(Map<String, String> environment) throws IOException, InterruptedException {
        return launch(environment, "solve", "-");
    }

    /** Runs the launcher with {@code environment} added and {@code args} as arguments. */
    private Launch launch(Map<String, String> environment, String... args) throws IOException, InterruptedException {
        Files.deleteIfExists(log);
        List<String> command = new ArrayList<>(List.of("bash", project.resolve("scripts/tilesearch").toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(work.resolve("stderr.txt").toFile());
        builder.environment().remove("JAVA_HOME");
        builder.environment().remove("TILESEARCH_JAVA");
        builder.environment().remove("TILESEARCH_JAVA_OPTS");
        builder.environment().put("FAKE_LOG", log.toString());
        builder.environment().putAll(environment);
        Process process = builder.start();
        try {
            assertTrue(process.waitFor(30, TimeUnit.SECONDS), "the launcher did not finish");
        } finally {
            process.destroyForcibly();
        }
        List<String> runs = Files.exists(log) ? Files.readAllLines(log) : List.of();
        return new Launch(process.exitValue(), Files.readString(work.resolve("stderr.txt"), StandardCharsets.UTF_8),
                runs);
    }

    /** The cache of batch runs: every command line but {@code solve -}. */
    private Path cache() {
        return project.resolve("target/aot/" + JAVA_25 + ".aot");
    }

    /** The cache of {@code solve -} exactly. */
    private Path judgeCache() {
        return project.resolve("target/aot/" + JAVA_25 + "-judge.aot");
    }

    /** The cache of {@code report}. */
    private Path reportCache() {
        return project.resolve("target/aot/" + JAVA_25 + "-report.aot");
    }

    /** The class data archive of {@code report} on Java 17. */
    private Path reportArchive() {
        return project.resolve("target/aot/" + JAVA_17 + "-report.jsa");
    }

    private String lastRun(Launch launch) {
        return launch.javaRuns().get(launch.javaRuns().size() - 1);
    }

    @Test
    void launch_java25BatchWithoutCache_trainsThenRunsWithTheCache() throws Exception {
        Launch launch = launch(Map.of("TILESEARCH_JAVA", fakeJdk(JAVA_25).toString()), "solve", "inputs");

        assertEquals(0, launch.exitCode(), launch.err());
        assertEquals(5, launch.javaRuns().size(), launch.javaRuns().toString());
        assertTrue(launch.javaRuns().get(0).contains("generate --size 20"), launch.javaRuns().get(0));
        assertTrue(launch.javaRuns().get(1).contains("generate --size 4 --count 30000 --seed 12 --format csv"),
                launch.javaRuns().get(1));
        assertTrue(launch.javaRuns().get(2).contains("generate --size 4 --count 20000 --per-file 10 "),
                launch.javaRuns().get(2));
        String training = launch.javaRuns().get(3);
        assertTrue(training.contains("-XX:AOTCacheOutput=" + cache()), training);
        assertTrue(training.contains("-jar " + jar + " solve --moves 10 --threads 2"), training);
        assertTrue(lastRun(launch).contains(" -XX:AOTCache=" + cache() + " "), lastRun(launch));
        assertTrue(lastRun(launch).endsWith("-jar " + jar + " solve inputs"), lastRun(launch));
        assertTrue(Files.exists(cache()));
        assertFalse(Files.exists(judgeCache()));
    }

    @Test
    void launch_java25JudgeWithoutCache_trainsTheJudgeCacheOnSolveDash() throws Exception {
        Launch launch = launch(Map.of("TILESEARCH_JAVA", fakeJdk(JAVA_25).toString()));

        assertEquals(0, launch.exitCode(), launch.err());
        assertEquals(2, launch.javaRuns().size(), launch.javaRuns().toString());
        String training = launch.javaRuns().get(0);
        assertTrue(training.contains("-XX:AOTCacheOutput=" + judgeCache()), training);
        assertTrue(training.endsWith("-jar " + jar + " solve -"), training);
        assertTrue(lastRun(launch).contains(" -XX:AOTCache=" + judgeCache() + " "), lastRun(launch));
        assertTrue(lastRun(launch).endsWith("-jar " + jar + " solve -"), lastRun(launch));
        assertTrue(Files.exists(project.resolve("target/aot/training-judge/boards/small.txt")));
        assertFalse(Files.exists(cache()));
    }

    @Test
    void launch_java25ReportWithoutCache_trainsTheReportCacheOnAReport() throws Exception {
        Launch launch = launch(Map.of("TILESEARCH_JAVA", fakeJdk(JAVA_25).toString()), "report", "results.csv",
                "--format", "md");

        assertEquals(0, launch.exitCode(), launch.err());
        assertEquals(4, launch.javaRuns().size(), launch.javaRuns().toString());
        assertTrue(launch.javaRuns().get(0).contains("generate --size 4"), launch.javaRuns().get(0));
        assertTrue(launch.javaRuns().get(1).contains("solve --moves 10"), launch.javaRuns().get(1));
        String training = launch.javaRuns().get(2);
        assertTrue(training.contains("-XX:AOTCacheOutput=" + reportCache()), training);
        assertTrue(training.contains("-XX:TieredStopAtLevel=1"), training);
        assertTrue(training.endsWith("-jar " + jar + " report results.csv --format md --out report.md"), training);
        assertTrue(lastRun(launch).contains(" -XX:TieredStopAtLevel=1 -XX:AOTCache=" + reportCache() + " "),
                lastRun(launch));
        assertTrue(lastRun(launch).endsWith("-jar " + jar + " report results.csv --format md"), lastRun(launch));
        assertTrue(Files.exists(project.resolve("target/aot/training-report/training.log")));
        assertFalse(Files.exists(cache()));
        assertFalse(Files.exists(judgeCache()));
    }

    /** A compile command naming a method that no longer exists is silently ignored by the JVM; this says so. */
    @Test
    void options_dontInlineCommands_nameMethodsThatExist() throws Exception {
        Matcher commands = Pattern.compile("dontinline,([\\w.$]+)::(\\w+)")
                .matcher(Files.readString(Path.of("scripts/tilesearch")));
        int found = 0;
        while (commands.find()) {
            String method = commands.group(2);
            assertTrue(Arrays.stream(Class.forName(commands.group(1)).getDeclaredMethods())
                    .anyMatch(declared -> declared.getName().equals(method)), commands.group());
            found++;
        }
        assertEquals(1, found);
    }

    @Test
    void launch_java17ReportWithoutTheJdksArchive_compilesWithC1OnlyNoArchive() throws Exception {
        Path java17 = fakeJdk(JAVA_17);

        Launch launch = launch(Map.of("JAVA_HOME", java17.getParent().getParent().toString()), "report", "r.csv");

        assertEquals(List.of("-XX:+UseParallelGC -XX:-UseAdaptiveSizePolicy -XX:-UseOnStackReplacement " + DONT_INLINE + "-Xlog:disable "
                + "-Xlog:all=warning:stderr -XX:TieredStopAtLevel=1 -jar " + jar + " report r.csv"), launch.javaRuns());
        assertFalse(Files.exists(project.resolve("target/aot")));
    }

    /**
     * The real JVM running these tests, through the launcher, with a jar whose program ends at once: what the
     * training writes, a real JVM maps on the next run, with the launcher's options, the jar's path as the launcher
     * gives it and the archive (Java 17 to 24) or cache (25 on) as named. A mismatch would only cost speed, silently,
     * so only this catches it.
     */
    @Test
    void launch_realJavaReport_loadsTheProgramFromTheArchiveItTrained() throws Exception {
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), probeManifest());
                InputStream probe = LauncherProbe.class.getResourceAsStream("LauncherProbe.class")) {
            out.putNextEntry(new JarEntry("tilesearch/cli/LauncherProbe.class"));
            probe.transferTo(out);
            out.closeEntry();
        }
        Files.setLastModifiedTime(jar, FileTime.from(Instant.now().minusSeconds(60)));
        Path classes = work.resolve("classes.txt");

        Launch launch = launch(Map.of("TILESEARCH_JAVA", Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "TILESEARCH_JAVA_OPTS", "-Xlog:class+load=info:file=" + classes), "report", "r.csv");

        assertEquals(0, launch.exitCode(), launch.err());
        assertEquals("", launch.err());
        String loaded = Files.readAllLines(classes).stream().filter(line -> line.contains(" tilesearch.cli."))
                .findFirst().orElse("none");
        assertTrue(loaded.endsWith("tilesearch.cli.LauncherProbe source: shared objects file")
                || loaded.endsWith("tilesearch.cli.LauncherProbe source: shared objects file (top)"), loaded);
    }

    private static Manifest probeManifest() {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, LauncherProbe.class.getName());
        return manifest;
    }

    @Test
    void launch_java17ReportWithoutArchive_trainsThenRunsWithTheArchive() throws Exception {
        Launch launch = launch(Map.of("TILESEARCH_JAVA", fakeJdkWithArchive(JAVA_17).toString()), "report",
                "results.csv", "--format", "md");

        assertEquals(0, launch.exitCode(), launch.err());
        assertEquals("", launch.err());
        assertEquals(4, launch.javaRuns().size(), launch.javaRuns().toString());
        assertTrue(launch.javaRuns().get(0).contains("generate --size 4"), launch.javaRuns().get(0));
        assertTrue(launch.javaRuns().get(1).contains("solve --moves 10"), launch.javaRuns().get(1));
        String training = launch.javaRuns().get(2);
        assertTrue(training.contains("-XX:TieredStopAtLevel=1 -XX:ArchiveClassesAtExit=" + reportArchive() + "."),
                training);
        assertTrue(training.endsWith("-jar " + jar + " report results.csv --format md --out report.md"), training);
        assertEquals("-XX:+UseParallelGC -XX:-UseAdaptiveSizePolicy -XX:-UseOnStackReplacement " + DONT_INLINE + "-Xlog:disable "
                + "-Xlog:all=warning:stderr -XX:TieredStopAtLevel=1 -Xshare:auto -XX:SharedArchiveFile="
                + reportArchive() + " -jar " + jar + " report results.csv --format md", lastRun(launch));
        assertEquals("archive\n", Files.readString(reportArchive()));
        assertTrue(Files.exists(project.resolve("target/aot/training-report/training.log")));
    }

    @Test
    void launch_java17ArchiveNewerThanJar_noTraining() throws Exception {
        Map<String, String> java17 = Map.of("TILESEARCH_JAVA", fakeJdkWithArchive(JAVA_17).toString());
        launch(java17, "report", "r.csv");

        Launch second = launch(java17, "report", "r.csv");

        assertEquals(1, second.javaRuns().size(), second.javaRuns().toString());
        assertTrue(lastRun(second).contains(" -XX:SharedArchiveFile=" + reportArchive() + " "), lastRun(second));
    }

    @Test
    void launch_java17JarNewerThanArchive_trainsAgain() throws Exception {
        Map<String, String> java17 = Map.of("TILESEARCH_JAVA", fakeJdkWithArchive(JAVA_17).toString());
        launch(java17, "report", "r.csv");
        Files.setLastModifiedTime(jar, FileTime.from(Instant.now().plusSeconds(60)));

        Launch rebuilt = launch(java17, "report", "r.csv");

        assertEquals(4, rebuilt.javaRuns().size(), rebuilt.javaRuns().toString());
        assertTrue(rebuilt.javaRuns().get(2).contains("-XX:ArchiveClassesAtExit="), rebuilt.javaRuns().get(2));
        assertTrue(lastRun(rebuilt).contains(" -XX:SharedArchiveFile=" + reportArchive() + " "), lastRun(rebuilt));
    }

    @Test
    void launch_java17Solve_noArchive() throws Exception {
        Launch launch = launch(Map.of("TILESEARCH_JAVA", fakeJdkWithArchive(JAVA_17).toString()), "solve", "inputs");

        assertEquals(1, launch.javaRuns().size(), launch.javaRuns().toString());
        assertFalse(lastRun(launch).contains("Share"), lastRun(launch));
        assertFalse(Files.exists(project.resolve("target/aot")));
    }

    @Test
    void launch_java17ArchiveNotWritten_saysSoAndRunsWithoutIt() throws Exception {
        Launch launch = launch(Map.of("TILESEARCH_JAVA", fakeJdkWithArchive(JAVA_17).toString(), "FAKE_NO_ARCHIVE",
                "1"), "report", "r.csv");

        assertEquals(0, launch.exitCode(), launch.err());
        assertTrue(launch.err().contains("the training run for Java " + JAVA_17 + "'s report class data archive "
                + "failed"), launch.err());
        assertFalse(lastRun(launch).contains("Share"), lastRun(launch));
        assertFalse(Files.exists(reportArchive()));
        try (var files = Files.list(project.resolve("target/aot"))) {
            assertFalse(files.anyMatch(file -> file.getFileName().toString().contains(".jsa")),
                    "an archive file was left behind");
        }
    }

    @Test
    void launch_java17TrainingFails_runsWithoutArchive() throws Exception {
        Launch launch = launch(Map.of("TILESEARCH_JAVA", fakeJdkWithArchive(JAVA_17).toString(),
                "FAKE_TRAINING_FAILS", "1"), "report", "r.csv");

        assertEquals(0, launch.exitCode(), launch.err());
        assertTrue(launch.err().contains("report class data archive failed"), launch.err());
        assertFalse(lastRun(launch).contains("Share"), lastRun(launch));
    }

    @Test
    void launch_java25Solve_noC1OnlyFlag() throws Exception {
        Launch launch = launch(Map.of("TILESEARCH_JAVA", fakeJdk(JAVA_25).toString()), "solve", "inputs");

        assertFalse(lastRun(launch).contains("TieredStopAtLevel"), lastRun(launch));
        assertFalse(Files.exists(reportCache()));
    }

    @Test
    void launch_solveDashWithOptions_usesTheBatchCache() throws Exception {
        Map<String, String> java25 = Map.of("TILESEARCH_JAVA", fakeJdk(JAVA_25).toString());
        launch(java25);

        Launch withOptions = launch(java25, "solve", "--moves", "3", "-");

        assertTrue(lastRun(withOptions).contains(" -XX:AOTCache=" + cache() + " "), lastRun(withOptions));
        assertTrue(Files.exists(judgeCache()));
    }

    @Test
    void launch_java25CacheNewerThanJar_noTraining() throws Exception {
        Map<String, String> java25 = Map.of("TILESEARCH_JAVA", fakeJdk(JAVA_25).toString());
        launch(java25);

        Launch second = launch(java25);

        assertEquals(1, second.javaRuns().size(), second.javaRuns().toString());
        assertTrue(lastRun(second).contains(" -XX:AOTCache=" + judgeCache() + " "), lastRun(second));
    }

    @Test
    void launch_jarNewerThanCache_trainsAgain() throws Exception {
        Map<String, String> java25 = Map.of("TILESEARCH_JAVA", fakeJdk(JAVA_25).toString());
        launch(java25);
        Files.setLastModifiedTime(jar, FileTime.from(Instant.now().plusSeconds(60)));

        Launch rebuilt = launch(java25);

        assertEquals(2, rebuilt.javaRuns().size(), rebuilt.javaRuns().toString());
        assertTrue(lastRun(rebuilt).contains(" -XX:AOTCache=" + judgeCache() + " "), lastRun(rebuilt));
    }

    @Test
    void launch_java17FromJavaHome_noCacheNoTraining() throws Exception {
        Path java17 = fakeJdk("17.0.15+6-Debian-1deb12u1");

        Launch launch = launch(Map.of("JAVA_HOME", java17.getParent().getParent().toString()));

        assertEquals(0, launch.exitCode(), launch.err());
        assertEquals(List.of("-XX:+UseParallelGC -XX:-UseAdaptiveSizePolicy -XX:-UseOnStackReplacement " + DONT_INLINE + "-Xlog:disable "
                + "-Xlog:all=warning:stderr -jar " + jar + " solve -"), launch.javaRuns());
        assertFalse(Files.exists(project.resolve("target/aot")));
    }

    @Test
    void launch_tilesearchJavaAndJavaHome_tilesearchJavaWins() throws Exception {
        Path java17 = fakeJdk("17.0.15+6");

        Launch launch = launch(Map.of("TILESEARCH_JAVA", fakeJdk(JAVA_25).toString(),
                "JAVA_HOME", java17.getParent().getParent().toString()));

        assertTrue(lastRun(launch).contains("-XX:AOTCache="), lastRun(launch));
    }

    @Test
    void launch_trainingFails_saysSoAndRunsWithoutCache() throws Exception {
        Launch launch = launch(Map.of("TILESEARCH_JAVA", fakeJdk(JAVA_25).toString(), "FAKE_TRAINING_FAILS", "1"));

        assertEquals(0, launch.exitCode(), launch.err());
        assertTrue(launch.err().contains("the training run for Java " + JAVA_25 + "'s judge cache failed"),
                launch.err());
        assertFalse(lastRun(launch).contains("AOTCache"), lastRun(launch));
        try (var files = Files.list(project.resolve("target/aot"))) {
            assertFalse(files.anyMatch(file -> file.getFileName().toString().contains(".aot")),
                    "a cache file was left behind");
        }
    }

    @Test
    void launch_programExits_launcherExitsWithItsCode() throws Exception {
        Launch launch = launch(Map.of("JAVA_HOME", fakeJdk("17.0.2").getParent().getParent().toString(),
                "FAKE_EXIT", "3"));

        assertEquals(3, launch.exitCode());
    }

    @Test
    void launch_javaOpts_comeAfterTheLaunchersOptions() throws Exception {
        Launch launch = launch(Map.of("JAVA_HOME", fakeJdk("17.0.2").getParent().getParent().toString(),
                "TILESEARCH_JAVA_OPTS", "-Xmx64m -XX:+UseSerialGC"));

        assertTrue(lastRun(launch).endsWith("-Xlog:all=warning:stderr -Xmx64m -XX:+UseSerialGC -jar " + jar
                + " solve -"), lastRun(launch));
    }
}
