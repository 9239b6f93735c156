package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The distribution's launcher {@code src/dist/bin/tilesearch}, run by bash in a layout like the unpacked archive's
 * (in a folder whose name has a space), with fake JDKs: a {@code java} script that logs its arguments, in a folder
 * whose {@code release} file says which Java it is. So the choice of Java, the refusals and the cache's use are
 * checked in milliseconds, without building or running the real program; two tests run a real JVM on a probe jar.
 */
class LauncherScriptTest {

    private static final String JAVA_25 = "25.0.1+8-LTS";
    private static final String JAVA_17 = "17.0.15+6-Debian-1deb12u1";

    /** The fake {@code java}: logs its arguments, one run a line, prints FAKE_VERSION_LINE for -version. */
    private static final String FAKE_JAVA = """
            #!/usr/bin/env bash
            if [[ $1 == -version ]]; then echo "${FAKE_VERSION_LINE:-}" >&2; exit 0; fi
            echo "$*" >>"$FAKE_LOG"
            exit "${FAKE_EXIT:-0}"
            """;

    @TempDir
    Path work;

    private Path home;
    private Path launcher;
    private Path jar;
    private Path log;

    @BeforeEach
    void unpack() throws IOException {
        home = work.resolve("opt with space/tilesearch-1.1.0");
        launcher = home.resolve("bin/tilesearch");
        Files.createDirectories(launcher.getParent());
        Files.copy(Path.of("src/dist/bin/tilesearch"), launcher);
        Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
        jar = home.resolve("lib/tilesearch.jar");
        Files.createDirectories(jar.getParent());
        Files.writeString(jar, "jar");
        log = work.resolve("java.log");
    }

    /** A fake JDK home whose {@code release} file gives {@code version}; returns the home. */
    private Path fakeJdk(String version) throws IOException {
        Path jdk = fakeJavaWithoutRelease("jdk-" + version);
        Files.writeString(jdk.resolve("release"), "IMPLEMENTOR=\"Test\"\nJAVA_RUNTIME_VERSION=\"" + version
                + "\"\nJAVA_VERSION=\"" + version.replaceAll("[+-].*", "") + "\"\n");
        return jdk;
    }

    /** A folder {@code name} with the fake {@code bin/java} and no release file; returns the folder. */
    private Path fakeJavaWithoutRelease(String name) throws IOException {
        Path jdk = work.resolve(name);
        Path java = jdk.resolve("bin/java");
        Files.createDirectories(java.getParent());
        Files.writeString(java, FAKE_JAVA);
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        return jdk;
    }

    private record Launch(int exitCode, String out, String err, List<String> javaRuns) {

        String lastRun() {
            assertFalse(javaRuns.isEmpty(), "no java ran; stderr: " + err);
            return javaRuns.get(javaRuns.size() - 1);
        }
    }

    /** Runs {@code script} by bash with {@code environment} added and {@code args} as arguments. */
    private Launch launch(Path script, Map<String, String> environment, String... args)
            throws IOException, InterruptedException {
        Files.deleteIfExists(log);
        List<String> command = new ArrayList<>(List.of("bash", script.toString()));
        command.addAll(List.of(args));
        // In the test's own folder, where a JVM that crashes leaves its hs_err file.
        ProcessBuilder builder = new ProcessBuilder(command).directory(work.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
                .redirectOutput(work.resolve("stdout.txt").toFile())
                .redirectError(work.resolve("stderr.txt").toFile());
        builder.environment().remove("JAVA_HOME");
        builder.environment().remove("TILESEARCH_JAVA_OPTS");
        builder.environment().put("FAKE_LOG", log.toString());
        builder.environment().putAll(environment);
        Process process = builder.start();
        try {
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the launcher did not finish");
        } finally {
            process.destroyForcibly();
        }
        List<String> runs = Files.exists(log) ? Files.readAllLines(log) : List.of();
        return new Launch(process.exitValue(), Files.readString(work.resolve("stdout.txt"), StandardCharsets.UTF_8),
                Files.readString(work.resolve("stderr.txt"), StandardCharsets.UTF_8), runs);
    }

    private Launch launch(Map<String, String> environment, String... args) throws IOException, InterruptedException {
        return launch(launcher, environment, args);
    }

    private static Map<String, String> javaHome(Path jdk) {
        return Map.of("JAVA_HOME", jdk.toString());
    }

    /** One line on stderr, naming what is needed, exit code 70 and no java run. */
    private static void assertRefused(Launch launch, String says) {
        assertEquals(70, launch.exitCode(), launch.err());
        assertEquals(1, launch.err().lines().count(), launch.err());
        assertTrue(launch.err().startsWith("tilesearch: ") && launch.err().contains(says), launch.err());
        assertTrue(launch.err().contains("17 or later"), launch.err());
        assertEquals(List.of(), launch.javaRuns());
    }

    @Test
    void launch_javaHome17_runsItsJavaOnTheJarWithTheArguments() throws Exception {
        Launch launch = launch(javaHome(fakeJdk(JAVA_17)), "solve", "--moves", "3", "a b.txt");

        assertEquals(0, launch.exitCode(), launch.err());
        assertEquals("", launch.err());
        assertEquals(1, launch.javaRuns().size(), launch.javaRuns().toString());
        assertTrue(launch.lastRun().endsWith(" -jar " + jar + " solve --moves 3 a b.txt"), launch.lastRun());
        assertTrue(launch.lastRun().startsWith("-Xlog:disable -Xlog:all=warning:stderr "
                + "-XX:+DisplayVMOutputToStderr "), launch.lastRun());
    }

    @Test
    void launch_report_runsAtTheJvmsDefaultThresholds() throws Exception {
        // Every other command raises the thresholds (and the bundled runtime links that in): a report sets them back.
        Launch launch = launch(javaHome(fakeJdk(JAVA_17)), "report", "night.csv");

        assertEquals(0, launch.exitCode(), launch.err());
        assertTrue(launch.lastRun().contains(
                " -XX:+UseParallelGC -XX:CompileThresholdScaling=1 "), launch.lastRun());
        assertFalse(launch.lastRun().contains("CompileThresholdScaling=5"), launch.lastRun());
    }

    @Test
    void launch_programExits_launcherExitsWithItsCode() throws Exception {
        Map<String, String> environment = new HashMap<>(javaHome(fakeJdk(JAVA_17)));
        environment.put("FAKE_EXIT", "3");

        assertEquals(3, launch(environment, "solve", "-").exitCode());
    }

    @Test
    void launch_noJavaHome_runsTheJavaOnThePath() throws Exception {
        Path jdk = fakeJdk(JAVA_17);

        Launch launch = launch(Map.of("PATH", jdk.resolve("bin") + ":" + System.getenv("PATH")), "--version");

        assertEquals(0, launch.exitCode(), launch.err());
        assertTrue(launch.lastRun().endsWith("-jar " + jar + " --version"), launch.lastRun());
    }

    @Test
    void launch_javaHomeAndPath_javaHomeWins() throws Exception {
        Path onPath = fakeJdk("11.0.2");

        Launch launch = launch(Map.of("JAVA_HOME", fakeJdk(JAVA_17).toString(),
                "PATH", onPath.resolve("bin") + ":" + System.getenv("PATH")), "--version");

        assertEquals(0, launch.exitCode(), launch.err());
        assertEquals(1, launch.javaRuns().size());
    }

    @Test
    void launch_javaHome11_oneLineAndExit70() throws Exception {
        Launch launch = launch(javaHome(fakeJdk("11.0.2")), "--version");

        assertRefused(launch, "Java 11.0.2");
    }

    @Test
    void launch_javaHomeIsNoJdk_oneLineAndExit70() throws Exception {
        Path folder = Files.createDirectories(work.resolve("not a jdk"));

        Launch launch = launch(javaHome(folder), "--version");

        assertRefused(launch, "JAVA_HOME (" + folder + ") has no bin/java");
    }

    @Test
    void launch_noJavaAnywhere_oneLineAndExit70() throws Exception {
        // A PATH of only the tools the launcher needs: no java on it.
        Path tools = Files.createDirectories(work.resolve("tools"));
        for (String tool : List.of("bash", "dirname", "readlink", "head")) {
            Files.copy(which(tool), tools.resolve(tool), StandardCopyOption.COPY_ATTRIBUTES);
        }

        Launch launch = launch(Map.of("PATH", tools.toString()), "--version");

        assertRefused(launch, "no java on the PATH");
    }

    private static Path which(String tool) {
        return Stream.of(System.getenv("PATH").split(":")).map(folder -> Path.of(folder, tool))
                .filter(Files::isExecutable).findFirst().orElseThrow();
    }

    @Test
    void launch_noReleaseFile_tellsTheVersionFromJavaVersion() throws Exception {
        Path old = fakeJavaWithoutRelease("old-java");
        Map<String, String> environment = new HashMap<>(javaHome(old));
        environment.put("FAKE_VERSION_LINE", "openjdk version \"1.8.0_412\"");
        assertRefused(launch(environment, "--version"), "Java 1.8.0_412");

        environment.put("FAKE_VERSION_LINE", "openjdk version \"21.0.2\" 2024-01-16");
        Launch launch = launch(environment, "--version");

        assertEquals(0, launch.exitCode(), launch.err());
        assertTrue(launch.lastRun().endsWith("-jar " + jar + " --version"), launch.lastRun());
    }

    @Test
    void launch_javaThatSaysNoVersion_oneLineAndExit70() throws Exception {
        assertRefused(launch(javaHome(fakeJavaWithoutRelease("mute-java")), "--version"), "cannot tell which Java");
    }

    @Test
    void launch_throughASymlinkChain_findsItsOwnLib() throws Exception {
        // bin on the PATH -> a relative link in another folder with a space -> the launcher.
        Path middle = Files.createDirectories(work.resolve("links one")).resolve("tilesearch");
        Files.createSymbolicLink(middle, middle.getParent().relativize(launcher));
        Path bin = Files.createDirectories(work.resolve("home bin"));
        Files.createSymbolicLink(bin.resolve("tilesearch"), middle);

        Launch launch = launch(bin.resolve("tilesearch"), javaHome(fakeJdk(JAVA_17)), "--version");

        assertEquals(0, launch.exitCode(), launch.err());
        assertTrue(launch.lastRun().endsWith(" -jar " + jar.toRealPath() + " --version"), launch.lastRun());
    }

    @Test
    void launch_throughASymlinkWithoutReadlinkOnThePath_itsOwnMessageAndExit70() throws Exception {
        Path link = Files.createSymbolicLink(work.resolve("tilesearch"), launcher);
        Path bin = Files.createDirectories(work.resolve("bin without readlink"));
        for (String tool : List.of("bash", "dirname")) {
            Path found = Stream.of("/usr/bin", "/bin").map(folder -> Path.of(folder, tool)).filter(Files::exists)
                    .findFirst().orElseThrow();
            Files.createSymbolicLink(bin.resolve(tool), found);
        }
        Map<String, String> environment = new HashMap<>(javaHome(fakeJdk(JAVA_17)));
        environment.put("PATH", bin.toString());

        Launch launch;
        try {
            launch = launch(link, environment, "--version");
        } finally {
            // links out of the temporary folder, removed here so that its cleanup has none to warn about
            for (String tool : List.of("bash", "dirname")) {
                Files.deleteIfExists(bin.resolve(tool));
            }
        }

        assertEquals(70, launch.exitCode(), launch.err());
        assertEquals("tilesearch: cannot follow the symbolic link " + link + ": no readlink on the PATH\n",
                launch.err());
        assertEquals(List.of(), launch.javaRuns());
    }

    @Test
    void launch_realProgramSolvingStdinGetsSigquit_theThreadDumpGoesToStderrAndStdoutHoldsTheAnswer()
            throws Exception {
        realProgramJar();
        ProcessBuilder builder = new ProcessBuilder("bash", launcher.toString(), "solve", "-").directory(work.toFile())
                .redirectOutput(work.resolve("stdout.txt").toFile()).redirectError(work.resolve("stderr.txt").toFile());
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        builder.environment().remove("TILESEARCH_JAVA_OPTS");
        Process solve = builder.start();
        try {
            // The launcher execs the JVM in its own process; once the JVM catches SIGQUIT, a kill -3 asks for a dump.
            awaitTrue(() -> catchesSigquit(solve.pid()), "the JVM never installed its SIGQUIT handler");
            Process kill = new ProcessBuilder("kill", "-QUIT", Long.toString(solve.pid())).start();
            assertEquals(0, kill.waitFor());
            awaitTrue(() -> Files.readString(work.resolve("stderr.txt")).contains("Full thread dump")
                    || Files.readString(work.resolve("stdout.txt")).contains("Full thread dump"), "no thread dump");
            try (OutputStream stdin = solve.getOutputStream()) {
                stdin.write("2 2\n4 4\n".getBytes(StandardCharsets.US_ASCII));
            }
            assertTrue(solve.waitFor(60, TimeUnit.SECONDS), "solve - did not end");
        } finally {
            solve.destroyForcibly();
        }

        assertEquals(0, solve.exitValue(), Files.readString(work.resolve("stderr.txt")));
        assertEquals("8\n", Files.readString(work.resolve("stdout.txt")));
        assertTrue(Files.readString(work.resolve("stderr.txt")).contains("Full thread dump"));
    }

    /** Makes lib/tilesearch.jar the real program: its manifest names the classes Maven compiled and their jars. */
    private void realProgramJar() throws IOException {
        List<String> command = TileSearchProcess.command(List.of());
        StringBuilder classPath = new StringBuilder();
        for (String entry : command.get(command.indexOf("-cp") + 1).split(java.io.File.pathSeparator)) {
            classPath.append(Path.of(entry).toUri()).append(' ');
        }
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, Main.class.getName());
        manifest.getMainAttributes().put(Attributes.Name.CLASS_PATH, classPath.toString().strip());
        Files.delete(jar);
        new JarOutputStream(Files.newOutputStream(jar), manifest).close();
    }

    /** Whether process {@code pid} catches SIGQUIT, as its {@code /proc} status says. */
    private static boolean catchesSigquit(long pid) throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/" + pid + "/status"))) {
            if (line.startsWith("SigCgt:")) {
                return (Long.parseLong(line.substring(7).trim(), 16) & (1L << 2)) != 0;
            }
        }
        return false;
    }

    private interface Condition {
        boolean holds() throws IOException;
    }

    private static void awaitTrue(Condition condition, String failure) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!condition.holds()) {
            assertTrue(System.nanoTime() < deadline, failure);
            Thread.sleep(20);
        }
    }

    @Test
    void launch_sourceCheckoutLauncherThroughASymlink_runsTheBuiltDistribution() throws Exception {
        // scripts/tilesearch of a checkout whose distribution is built and newer than its sources.
        Path checkout = work.resolve("check out");
        Files.createDirectories(checkout.resolve("scripts"));
        Files.createDirectories(checkout.resolve("src/main"));
        Files.createDirectories(checkout.resolve("src/dist"));
        Files.writeString(checkout.resolve("pom.xml"), "<project>\n  <version>9.8.7</version>\n</project>\n");
        Files.copy(Path.of("scripts/tilesearch"), checkout.resolve("scripts/tilesearch"));
        Path built = checkout.resolve("target/tilesearch-9.8.7/tilesearch-9.8.7");
        Files.createDirectories(built.resolve("bin"));
        Files.copy(launcher, built.resolve("bin/tilesearch"));
        Files.createDirectories(built.resolve("lib"));
        Files.writeString(built.resolve("lib/tilesearch.jar"), "jar");
        Files.writeString(checkout.resolve("target/tilesearch.jar"), "jar");
        Path link = Files.createDirectories(work.resolve("elsewhere")).resolve("tilesearch");
        Files.createSymbolicLink(link, checkout.resolve("scripts/tilesearch"));

        Launch launch = launch(link, javaHome(fakeJdk(JAVA_17)), "--version");

        assertEquals(0, launch.exitCode(), launch.err());
        assertTrue(launch.lastRun().endsWith(" -jar " + built.resolve("lib/tilesearch.jar").toRealPath()
                + " --version"), launch.lastRun());
    }

    @Test
    void launch_sourceCheckoutNotBuilt_saysItBuildsBeforeTheBuild() throws Exception {
        Path checkout = work.resolve("fresh clone");
        Files.createDirectories(checkout.resolve("scripts"));
        Files.writeString(checkout.resolve("pom.xml"), "<project>\n  <version>9.8.7</version>\n</project>\n");
        Files.copy(Path.of("scripts/tilesearch"), checkout.resolve("scripts/tilesearch"));
        // A Maven that only says it ran, then fails: the line must come before anything the build prints.
        Path maven = Files.createDirectories(work.resolve("maven/bin")).resolve("mvn");
        Files.writeString(maven, "#!/usr/bin/env bash\necho 'maven ran' >&2\nexit 1\n");
        Files.setPosixFilePermissions(maven, PosixFilePermissions.fromString("rwxr-xr-x"));

        Launch launch = launch(checkout.resolve("scripts/tilesearch"),
                Map.of("PATH", maven.getParent() + ":" + System.getenv("PATH")), "--version");

        assertEquals(70, launch.exitCode(), launch.err());
        List<String> lines = launch.err().lines().toList();
        assertEquals("tilesearch: building the program (first run, about a minute)", lines.get(0), launch.err());
        assertEquals("maven ran", lines.get(1), launch.err());
    }

    /**
     * Writes a cache file of {@code content} as {@code cache}, with the checksums of it and of the jar unless told
     * not to, as the build records them.
     */
    private Path cacheAt(Path cache, String content, boolean withChecksum) throws Exception {
        Files.createDirectories(cache.getParent());
        Files.writeString(cache, content);
        if (withChecksum) {
            Files.writeString(cache.resolveSibling(cache.getFileName() + ".cksum"), cksum(cache) + cksum(jar));
        }
        return cache;
    }

    /** What {@code cksum} prints for {@code file}'s contents on its standard input, as the build records it. */
    private String cksum(Path file) throws Exception {
        Process process = new ProcessBuilder("cksum").redirectInput(file.toFile()).start();
        String sum = new String(process.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
        assertEquals(0, process.waitFor());
        return sum;
    }

    @Test
    void launch_plainArchiveOnJava25_namesNoCacheEvenWithOneBesideTheJar() throws Exception {
        // The plain archive runs as `java -jar` would: a cache left in lib/ (as older archives shipped it) is
        // not used, so the JVM's own options stay the launcher's.
        cacheAt(home.resolve("lib/tilesearch-" + JAVA_25 + ".aot"), "cache", true);

        Launch launch = launch(javaHome(fakeJdk(JAVA_25)), "solve", "-");

        assertEquals(0, launch.exitCode(), launch.err());
        assertFalse(launch.lastRun().contains("AOT"), launch.lastRun());
        assertFalse(launch.lastRun().contains("OnStackReplacement"), launch.lastRun());
        assertTrue(launch.lastRun().startsWith(
                "-Xlog:disable -Xlog:all=warning:stderr -XX:+DisplayVMOutputToStderr -XX:+UseParallelGC "
                        + "-XX:CompileThresholdScaling=5 -jar "),
                launch.lastRun());
    }

    @Test
    void launch_javaOpts_comeAfterTheLaunchersOptions() throws Exception {
        Launch launch = launch(Map.of("JAVA_HOME", fakeJdk(JAVA_17).toString(),
                "TILESEARCH_JAVA_OPTS", "-Xmx64m -XX:+UseSerialGC"), "solve", "-");

        assertTrue(launch.lastRun().endsWith(" -Xmx64m -XX:+UseSerialGC -jar " + jar + " solve -"), launch.lastRun());
    }

    /** The fake {@code java} as the runtime bundled in the archive, in runtime/, whose release gives {@code version}. */
    private void bundledRuntime(String version) throws IOException {
        Path runtime = home.resolve("runtime");
        Files.move(fakeJdk(version), runtime);
    }

    /** Where the bundled runtime holds its cache: as its default archive, which its own options map. */
    private Path bundledCache() {
        return home.resolve("runtime/lib/server/classes.jsa");
    }

    @Test
    void launch_bundledRuntime_runsItOverJavaHomeAndPathWithItsCache() throws Exception {
        bundledRuntime(JAVA_25);
        Path cache = cacheAt(bundledCache(), "cache", true);
        // Both would be refused: only the bundled runtime can have run.
        Launch launch = launch(Map.of("JAVA_HOME", fakeJdk("11.0.2").toString(),
                "PATH", fakeJdk("11.0.3").resolve("bin") + ":" + System.getenv("PATH")), "solve", "-");

        assertEquals(0, launch.exitCode(), launch.err());
        assertEquals("", launch.err());
        assertEquals(1, launch.javaRuns().size(), launch.javaRuns().toString());
        assertTrue(launch.lastRun().contains(" -XX:AOTCache=" + cache + " -XX:-UseOnStackReplacement "),
                launch.lastRun());
        assertTrue(launch.lastRun().endsWith(" -jar " + jar + " solve -"), launch.lastRun());
    }

    @Test
    void launch_bundledRuntimeWithADamagedCache_turnsTheCacheOff() throws Exception {
        bundledRuntime(JAVA_25);
        Files.writeString(cacheAt(bundledCache(), "cache", true), "cachf");

        Launch launch = launch(Map.of(), "solve", "-");

        assertEquals(0, launch.exitCode(), launch.err());
        assertEquals("", launch.err());
        assertFalse(launch.lastRun().contains("AOTCache"), launch.lastRun());
        // Not naming the cache is not enough: the runtime's own options map its default archive.
        assertTrue(launch.lastRun().contains(" -XX:AOTMode=off -XX:+UseOnStackReplacement "), launch.lastRun());
    }

    @Test
    void launch_bundledRuntimeBesideAChangedJar_turnsTheCacheOff() throws Exception {
        // Java 25.0.3 would map the cache beside any jar and run the cache's classes, not the jar's.
        bundledRuntime(JAVA_25);
        cacheAt(bundledCache(), "cache", true);
        Files.writeString(jar, "jar of another build");

        Launch launch = launch(Map.of(), "solve", "-");

        assertEquals(0, launch.exitCode(), launch.err());
        assertFalse(launch.lastRun().contains("AOTCache"), launch.lastRun());
        assertTrue(launch.lastRun().contains(" -XX:AOTMode=off -XX:+UseOnStackReplacement "), launch.lastRun());
    }

    @Test
    void launch_bundledRuntimeWithoutTheCachesChecksum_turnsTheCacheOff() throws Exception {
        bundledRuntime(JAVA_25);
        cacheAt(bundledCache(), "cache", false);

        Launch launch = launch(Map.of(), "solve", "-");

        assertEquals(0, launch.exitCode(), launch.err());
        assertFalse(launch.lastRun().contains("AOTCache"), launch.lastRun());
        assertTrue(launch.lastRun().contains(" -XX:AOTMode=off "), launch.lastRun());
    }

    @Test
    void launch_bundledRuntimeBeforeJava25_keepsTheJdksOwnArchive() throws Exception {
        // jlink gives a runtime before Java 25 the JDK's class data archive in the cache's place, with no checksum.
        bundledRuntime(JAVA_17);
        cacheAt(bundledCache(), "classes", false);

        Launch launch = launch(Map.of(), "solve", "-");

        assertEquals(0, launch.exitCode(), launch.err());
        assertFalse(launch.lastRun().contains("AOTCache"), launch.lastRun());
        assertFalse(launch.lastRun().contains("AOTMode"), launch.lastRun());
    }

    @Test
    void launch_runtimeFolderWithoutItsJava_fallsBackToJavaHome() throws Exception {
        // A runtime/ that lost its bin/java, as a partial unpacking leaves it.
        Files.createDirectories(home.resolve("runtime/lib"));
        Files.writeString(home.resolve("runtime/release"), "JAVA_VERSION=\"25.0.1\"\n");

        Launch launch = launch(javaHome(fakeJdk(JAVA_17)), "--version");

        assertEquals(0, launch.exitCode(), launch.err());
        assertEquals(1, launch.javaRuns().size(), launch.javaRuns().toString());
        assertTrue(launch.lastRun().endsWith(" -jar " + jar + " --version"), launch.lastRun());
        assertRefused(launch(javaHome(fakeJdk("11.0.2")), "--version"), "Java 11.0.2");
    }

    /** A real JDK of version 25 or later on this machine, for the tests of a real cache; the launcher never looks. */
    private static Optional<Path> realJdk25() throws IOException {
        Path jvms = Path.of("/usr/lib/jvm");
        if (!Files.isDirectory(jvms)) {
            return Optional.empty();
        }
        try (Stream<Path> homes = Files.list(jvms)) {
            return homes.filter(jdk -> Files.isExecutable(jdk.resolve("bin/java")) && feature(jdk) >= 25).findFirst();
        }
    }

    private static int feature(Path jdk) {
        try {
            return Files.readAllLines(jdk.resolve("release")).stream().filter(line -> line.startsWith("JAVA_VERSION="))
                    .map(line -> line.replaceAll("\\D*(\\d+).*", "$1")).mapToInt(Integer::parseInt).findFirst()
                    .orElse(0);
        } catch (IOException e) {
            return 0;
        }
    }

    /**
     * Makes the probe's jar as lib/tilesearch.jar and, from {@code jdk}, the bundled runtime of it by the build's own
     * scripts/runtime.sh (whose training runs then only start and end the probe), as runtime/ beside lib/; returns
     * the runtime's cache.
     */
    private Path probeRuntime(Path jdk) throws Exception {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, LauncherProbe.class.getName());
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), manifest);
                InputStream probe = LauncherProbe.class.getResourceAsStream("LauncherProbe.class")) {
            out.putNextEntry(new JarEntry("tilesearch/cli/LauncherProbe.class"));
            probe.transferTo(out);
            out.closeEntry();
        }
        Path made = work.resolve("made");
        Launch build = launch(Path.of("scripts/runtime.sh").toAbsolutePath(), Map.of(), jdk.toString(),
                jar.toString(), made.toString());
        assertEquals(0, build.exitCode(), build.out() + build.err());
        Files.move(made.resolve("runtime"), home.resolve("runtime"));
        Path cache = bundledCache();
        assertTrue(Files.size(cache) > 1_000_000, "the training made no cache");
        return cache;
    }

    /** Where the real JVM of the bundled runtime loaded the probe from, run through the launcher. */
    private String probeSource() throws Exception {
        Path classes = work.resolve("classes.txt");
        Files.deleteIfExists(classes);
        Launch launch = launch(Map.of("TILESEARCH_JAVA_OPTS", "-Xlog:class+load=info:file=" + classes), "solve", "-");
        assertEquals(0, launch.exitCode(), launch.err());
        assertEquals("", launch.err());
        assertEquals("", launch.out());
        return Files.readAllLines(classes).stream().filter(line -> line.contains(" tilesearch.cli.LauncherProbe "))
                .findFirst().orElse("not loaded");
    }

    @Test
    void launch_realBundledJava25WithItsCache_loadsTheProgramFromIt() throws Exception {
        Optional<Path> jdk = realJdk25();
        assumeTrue(jdk.isPresent(), "no JDK 25 or later under /usr/lib/jvm");
        probeRuntime(jdk.get());

        String source = probeSource();

        assertTrue(source.endsWith("source: shared objects file"), source);
    }

    @Test
    void launch_realBundledJava25WithADamagedCache_runsWithoutItAndSaysNothing() throws Exception {
        Optional<Path> jdk = realJdk25();
        assumeTrue(jdk.isPresent(), "no JDK 25 or later under /usr/lib/jvm");
        Path cache = probeRuntime(jdk.get());

        // A block past the header turned over: the header still reads well, the contents do not.
        try (RandomAccessFile file = new RandomAccessFile(cache.toFile(), "rw")) {
            byte[] block = new byte[4096];
            file.seek(file.length() / 2);
            file.readFully(block);
            for (int i = 0; i < block.length; i++) {
                block[i] ^= (byte) 0xff;
            }
            file.seek(file.length() / 2);
            file.write(block);
        }
        assertLoadedFromTheJar(probeSource());

        Files.write(cache, "not a cache at all".getBytes(StandardCharsets.US_ASCII));
        assertLoadedFromTheJar(probeSource());
    }

    private static void assertLoadedFromTheJar(String source) {
        assertTrue(source.contains("LauncherProbe source: file:") && source.endsWith("tilesearch.jar"), source);
    }
}
