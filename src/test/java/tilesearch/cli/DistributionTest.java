package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The archives that {@code mvn package} built, unpacked as a user would and run by real processes on the JDK that
 * runs the build. Tagged {@code distribution}: Maven runs these in the {@code verify} phase, after the archives exist
 * (pom.xml, execution distribution-test), with the pom's version and the build folder as system properties.
 */
@Tag("distribution")
class DistributionTest {

    private static final String VERSION = System.getProperty("tilesearch.version", "(not run by Maven)");
    private static final Path TARGET = Path.of(System.getProperty("tilesearch.target", "target"));
    private static final String TOP = "tilesearch-" + VERSION;

    /** What every archive holds, below its top folder. */
    private static final List<String> REQUIRED = List.of("bin/tilesearch", "lib/tilesearch.jar", "LICENSE",
            "README.md", "completion/tilesearch_completion", "licenses/picocli-LICENSE.txt",
            "licenses/Apache-2.0.txt", "licenses/commons-csv-NOTICE.txt", "licenses/fastcsv-LICENSE.txt",
            "licenses/slf4j-LICENSE.txt", "licenses/logback-LICENSE.txt", "licenses/logback-LGPL-2.1.txt",
            "man/man1/tilesearch.1", "man/man1/tilesearch-solve.1", "man/man1/tilesearch-show.1",
            "man/man1/tilesearch-help.1");

    @TempDir
    Path work;

    private record Run(int exitCode, String out, String err) {
    }

    private Run run(Path folder, String stdin, String... command) throws IOException, InterruptedException {
        // The java of the JDK running the build first on the PATH, as on a machine that has only that one.
        return run(folder, stdin, Map.of("PATH", Path.of(System.getProperty("java.home"), "bin") + ":"
                + System.getenv("PATH")), command);
    }

    /** Runs {@code command} in {@code folder} with {@code stdin}, without JAVA_HOME, with {@code environment} added. */
    private Run run(Path folder, String stdin, Map<String, String> environment, String... command)
            throws IOException, InterruptedException {
        Path in = Files.writeString(work.resolve("stdin.txt"), stdin);
        ProcessBuilder builder = new ProcessBuilder(command).directory(folder.toFile())
                .redirectInput(in.toFile())
                .redirectOutput(work.resolve("stdout.txt").toFile())
                .redirectError(work.resolve("stderr.txt").toFile());
        builder.environment().remove("JAVA_HOME");
        builder.environment().remove("TILESEARCH_JAVA_OPTS");
        builder.environment().putAll(environment);
        Process process = builder.start();
        try {
            assertTrue(process.waitFor(120, TimeUnit.SECONDS), String.join(" ", command) + " did not finish");
        } finally {
            process.destroyForcibly();
        }
        return new Run(process.exitValue(), Files.readString(work.resolve("stdout.txt"), StandardCharsets.UTF_8),
                Files.readString(work.resolve("stderr.txt"), StandardCharsets.UTF_8));
    }

    /** Unpacks {@code archive} into {@code folder} with the system's own tool; returns the top folder. */
    private Path unpack(String archive, Path folder) throws Exception {
        Files.createDirectories(folder);
        Path file = TARGET.resolve(archive).toAbsolutePath();
        Run unpacked = archive.endsWith(".zip") ? run(folder, "", "unzip", "-q", file.toString())
                : run(folder, "", "tar", "-xzf", file.toString());
        assertEquals(0, unpacked.exitCode(), unpacked.err());
        return folder.resolve(archive.replaceFirst("\\.(tar\\.gz|zip)$", ""));
    }

    /** What {@code tilesearch --version} prints of this build, run on any Java. */
    private static void assertVersion(Run version) {
        assertEquals(0, version.exitCode(), version.err());
        assertEquals("", version.err());
        assertTrue(version.out().matches("tilesearch " + VERSION.replace(".", "\\.")
                + ", (commit [0-9a-f]{7,}|built outside a git checkout)\nJava .*\n"), version.out());
    }

    private static Set<String> files(Path top) throws IOException {
        try (Stream<Path> all = Files.walk(top)) {
            return all.filter(Files::isRegularFile).map(file -> top.relativize(file).toString())
                    .collect(Collectors.toCollection(TreeSet::new));
        }
    }

    @Test
    void tarGz_unpackedUnderSpacesAndLinkedThroughASymlinkChain_runs() throws Exception {
        Path top = unpack(TOP + ".tar.gz", work.resolve("opt with spaces"));
        Path inner = Files.createDirectories(work.resolve("link farm")).resolve("tilesearch");
        Files.createSymbolicLink(inner, inner.getParent().relativize(top.resolve("bin/tilesearch")));
        Path onPath = Files.createDirectories(work.resolve("my bin")).resolve("tilesearch");
        Files.createSymbolicLink(onPath, inner);
        Path elsewhere = Files.createDirectories(work.resolve("somewhere else"));

        Run version = run(elsewhere, "", onPath.toString(), "--version");
        Run solved = run(elsewhere, "2 2 2\n4 4 4\n8 8 8\n", onPath.toString(), "solve", "-");

        assertVersion(version);
        assertEquals(new Run(0, "16\n", ""), solved);
    }

    @Test
    void archives_holdTheLauncherTheJarTheLicencesAndTheDocs_theSameInBoth() throws Exception {
        Path fromTar = unpack(TOP + ".tar.gz", work.resolve("tar"));
        Path fromZip = unpack(TOP + ".zip", work.resolve("zip"));

        Set<String> files = files(fromTar);
        assertTrue(files.containsAll(REQUIRED), files.toString());
        assertTrue(files.stream().anyMatch(file -> file.startsWith("docs/")), files.toString());
        assertEquals(files, files(fromZip));
        assertTrue(Files.isExecutable(fromTar.resolve("bin/tilesearch")));
        assertTrue(Files.isExecutable(fromZip.resolve("bin/tilesearch")));
        assertTrue(Files.readString(fromTar.resolve("LICENSE")).startsWith("MIT License"));
    }

    @Test
    void licences_nameEveryLibraryTheJarHolds() throws Exception {
        Path top = unpack(TOP + ".tar.gz", work.resolve("opt"));
        String licences = Files.readString(top.resolve("licenses/README.txt"));
        List<String> libraries = new ArrayList<>();
        try (JarFile jar = new JarFile(top.resolve("lib/tilesearch.jar").toFile())) {
            jar.stream().map(JarEntry::getName)
                    .filter(name -> name.startsWith("META-INF/maven/") && name.endsWith("/pom.properties"))
                    .map(name -> name.split("/"))
                    .filter(parts -> !parts[2].equals("tilesearch"))
                    .forEach(parts -> libraries.add(parts[2] + ":" + parts[3]));
        }
        assertTrue(libraries.contains("org.apache.commons:commons-compress"), libraries.toString());
        for (String library : libraries) {
            assertTrue(licences.contains("  " + library + " "), library + " is not in licenses/README.txt");
        }
    }

    @Test
    void archives_eachHasAChecksumThatSha256sumChecks() throws Exception {
        for (String archive : List.of(TOP + ".tar.gz", TOP + ".zip", TOP + "-linux-x64.tar.gz")) {
            if (archive.contains("linux-x64") && !Files.exists(TARGET.resolve(archive))) {
                continue;
            }
            Path sum = TARGET.resolve(archive + ".sha256");
            assertTrue(Files.exists(sum), "no " + sum);

            Run checked = run(TARGET.toAbsolutePath(), "", "sha256sum", "-c", sum.getFileName().toString());

            assertEquals(new Run(0, archive + ": OK\n", ""), checked);
        }
    }

    @Test
    void archives_unpackIntoAFolderNamedAfterTheArchive() throws Exception {
        for (String archive : List.of(TOP + ".tar.gz", TOP + "-linux-x64.tar.gz")) {
            if (!Files.exists(TARGET.resolve(archive))) {
                assertTrue(archive.contains("linux-x64"), "no " + archive);
                continue;
            }
            String top = archive.substring(0, archive.length() - ".tar.gz".length()) + "/";

            Run listed = run(work, "", "tar", "-tzf", TARGET.resolve(archive).toAbsolutePath().toString());

            assertEquals(0, listed.exitCode(), listed.err());
            assertTrue(listed.out().lines().allMatch(entry -> entry.startsWith(top)), listed.out());
        }
    }

    @Test
    void tarGz_readmesQuickStart_runsInTheUnpackedFolder() throws Exception {
        Path top = unpack(TOP + ".tar.gz", work.resolve("opt"));
        String tilesearch = top.resolve("bin/tilesearch").toString();

        Run solved = run(top, "", tilesearch, "solve", "--moves", "10", "--out", "outputs/hard.csv", "inputs");
        Run shown = run(top, "", tilesearch, "show", "outputs/hard.csv", "inputs/examples/easy-3x3.txt#1");

        assertEquals(0, solved.exitCode(), solved.err());
        assertTrue(solved.err().contains("0 errors"), solved.err());
        assertEquals(0, shown.exitCode(), shown.err());
        assertTrue(shown.out().startsWith("start\n2 2 2\n4 4 4\n8 8 8\n"), shown.out());
    }

    @Test
    void completionScript_offersTheSubcommandsAndTheirOptions() throws Exception {
        Path top = unpack(TOP + ".tar.gz", work.resolve("opt"));
        // As bash calls it on TAB: the words so far and the line; compopt, which works only then, may complain.
        String complete = "source '" + top.resolve("completion/tilesearch_completion") + "'; "
                + "COMP_WORDS=(%s); COMP_CWORD=%d; COMP_LINE='%s'; _complete_tilesearch; "
                + "printf '%%s\\n' \"${COMPREPLY[@]}\"";

        Run commands = run(work, "", "bash", "-c", String.format(complete, "tilesearch s", 1, "tilesearch s"));
        Run options = run(work, "", "bash", "-c",
                String.format(complete, "tilesearch solve --mo", 2, "tilesearch solve --mo"));
        Run strategies = run(work, "", "bash", "-c",
                String.format(complete, "tilesearch solve --strategy ''", 3, "tilesearch solve --strategy "));
        Run help = run(work, "", "bash", "-c", String.format(complete, "tilesearch he", 1, "tilesearch he"));

        assertEquals(0, commands.exitCode(), commands.err());
        assertEquals("solve\nshow\n", commands.out());
        assertEquals(0, options.exitCode(), options.err());
        assertEquals("--moves\n", options.out());
        assertEquals("classic\nbest\n", strategies.out());
        assertEquals("help\n", help.out());
    }

    @Test
    void manPages_renderByManWithTheCommandsOptions() throws Exception {
        Path top = unpack(TOP + ".tar.gz", work.resolve("opt"));
        Path page = top.resolve("man/man1/tilesearch-solve.1");
        assumeTrue(run(work, "", "bash", "-c", "command -v man").exitCode() == 0, "needs man");

        Run man = run(work, "", Map.of("MANWIDTH", "80"), "man", "-l", page.toString());

        assertEquals(0, man.exitCode(), man.err());
        assertTrue(man.out().contains("tilesearch-solve - Find the largest tile"), man.out());
        assertTrue(man.out().contains("--time-limit"), man.out());
        assertTrue(Files.readString(top.resolve("man/man1/tilesearch.1")).contains(".TH \"TILESEARCH\""));
    }

    /** Where {@code solve -} of one board, run by {@code launcher} with {@code environment}, loaded the program from. */
    private String mainSource(Path launcher, Map<String, String> environment) throws Exception {
        Path classes = work.resolve("classes.txt");
        Map<String, String> logged = new HashMap<>(environment);
        logged.put("TILESEARCH_JAVA_OPTS", "-Xlog:class+load=info:file=" + classes);
        Run solved = run(work, "2 2 2\n4 4 4\n8 8 8\n", logged, launcher.toString(), "solve", "-");
        assertEquals(new Run(0, "16\n", ""), solved);
        return mainSource(classes);
    }

    /** A JDK of Java 25 or later under /usr/lib/jvm, the first there is. */
    private static Optional<Path> jdk25() throws IOException {
        Path jvms = Path.of("/usr/lib/jvm");
        if (!Files.isDirectory(jvms)) {
            return Optional.empty();
        }
        try (Stream<Path> homes = Files.list(jvms)) {
            return homes.filter(home -> Files.isRegularFile(home.resolve("release"))).filter(home -> {
                try {
                    return featureOf(home) >= 25;
                } catch (IOException | RuntimeException e) {
                    return false;
                }
            }).findFirst();
        }
    }

    @Test
    void tarGz_holdsNoCache_andRunsOnAJdk25AsJavaDashJarDoes() throws Exception {
        Path top = unpack(TOP + ".tar.gz", work.resolve("opt"));
        // A cache fits only the JVM it was made for, and the plain archive's JVM is the user's, chosen later.
        assertTrue(files(top).stream().noneMatch(file -> file.endsWith(".aot") || file.endsWith(".jsa")),
                files(top).toString());
        Optional<Path> jdk = jdk25();
        assumeTrue(jdk.isPresent(), "no JDK 25 or later under /usr/lib/jvm");

        String source = mainSource(top.resolve("bin/tilesearch"), Map.of("JAVA_HOME", jdk.get().toString()));

        assertTrue(source.endsWith("tilesearch.jar"), source);
    }

    /**
     * The archive with a bundled Java, unpacked into {@code folder}; skips the test when the build made none, or,
     * {@code withCache}, when its runtime comes with no cache (before Java 25).
     */
    private Path unpackRuntimeArchive(Path folder, boolean withCache) throws Exception {
        String archive = TOP + "-linux-x64.tar.gz";
        assumeTrue(Files.exists(TARGET.resolve(archive)), "no " + archive + ": the build was given no JDK");
        Path top = unpack(archive, folder);
        assumeTrue(!withCache || feature(top) >= 25, "a runtime before Java 25 comes with no cache");
        return top;
    }

    @Test
    void runtimeArchive_runsWithNoJavaOnTheMachineAndMapsItsCache() throws Exception {
        Path top = unpackRuntimeArchive(work.resolve("opt with spaces"), false);
        // A PATH of only the tools the launcher needs: no java on it.
        Path tools = Files.createDirectories(work.resolve("tools"));
        for (String tool : List.of("bash", "dirname", "readlink", "cksum")) {
            Path found = Stream.of(System.getenv("PATH").split(":")).map(folder -> Path.of(folder, tool))
                    .filter(Files::isExecutable).findFirst().orElseThrow();
            Files.copy(found, tools.resolve(tool), StandardCopyOption.COPY_ATTRIBUTES);
        }
        Map<String, String> noJava = Map.of("PATH", tools.toString());

        assertVersion(run(work, "", noJava, top.resolve("bin/tilesearch").toString(), "--version"));
        String source = mainSource(top.resolve("bin/tilesearch"), noJava);
        // A runtime of Java 25 or later comes with its cache; an older one has none.
        assertTrue(source.endsWith(feature(top) >= 25 ? "source: shared objects file" : "tilesearch.jar"), source);
    }

    @Test
    void runtimeArchive_javaDashJarOnItsRuntime_mapsTheCacheFromAnyFolder() throws Exception {
        Path top = unpackRuntimeArchive(work.resolve("opt with spaces"), true);
        Path linked = Files.createSymbolicLink(work.resolve("linked"), top);
        Path elsewhere = Files.createDirectories(work.resolve("elsewhere"));

        String mapped = mainSourceOfJavaDashJar(elsewhere, linked.resolve("runtime/bin/java"),
                linked.resolve("lib/tilesearch.jar"));

        assertTrue(mapped.endsWith("source: shared objects file"), mapped);
    }

    @Test
    void runtimeArchive_launcherBesideAChangedJar_runsTheJarsOwnClasses() throws Exception {
        Path top = unpackRuntimeArchive(work.resolve("opt"), true);
        // Another build's jar in its place; Java 25.0.3 itself would still map the cache and run its classes.
        try (FileSystem jar = FileSystems.newFileSystem(top.resolve("lib/tilesearch.jar"))) {
            Files.writeString(jar.getPath("another-build.txt"), "another build");
        }

        String source = mainSource(top.resolve("bin/tilesearch"), Map.of());

        assertTrue(source.endsWith("tilesearch.jar"), source);
    }

    /**
     * Where {@code solve -} of one board, run in {@code folder} as {@code java -jar jar} with no options but the class
     * log, loaded the program from; it must answer as {@code bin/tilesearch} does, with nothing on stderr.
     */
    private String mainSourceOfJavaDashJar(Path folder, Path java, Path jar) throws Exception {
        Path classes = work.resolve("classes.txt");
        Run solved = run(folder, "2 2 2\n4 4 4\n8 8 8\n", Map.of(), java.toString(),
                "-Xlog:class+load=info:file=" + classes, "-jar", jar.toString(), "solve", "-");
        assertEquals(new Run(0, "16\n", ""), solved);
        return mainSource(classes);
    }

    /** The line of {@code classes}, a class+load log, that says where the program's main class came from. */
    private static String mainSource(Path classes) throws IOException {
        return Files.readAllLines(classes).stream().filter(line -> line.contains(" tilesearch.cli.Main "))
                .findFirst().orElse("not loaded");
    }

    /** The Java feature release of the runtime bundled under {@code top}. */
    private static int feature(Path top) throws IOException {
        return featureOf(top.resolve("runtime"));
    }

    /** The Java feature release of the Java at {@code home}, from its release file. */
    private static int featureOf(Path home) throws IOException {
        return Files.readAllLines(home.resolve("release")).stream()
                .filter(line -> line.startsWith("JAVA_VERSION=")).map(line -> line.replaceAll("\\D*(\\d+).*", "$1"))
                .mapToInt(Integer::parseInt).findFirst().orElseThrow();
    }
}
