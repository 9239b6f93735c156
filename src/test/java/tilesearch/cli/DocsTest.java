package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import tilesearch.spark.SparkSolveCommand;

/**
 * The documentation stays true: every option and parameter picocli knows for every command is in docs/usage.md,
 * in the section of its command, and every relative link of the docs resolves. Paths are relative to the project
 * root, Maven's working directory.
 */
class DocsTest {

    private static final Path USAGE = Path.of("docs", "usage.md");
    /** The section that documents the options every command shares, --help and --version, once. */
    private static final String COMMON_SECTION = "tilesearch";

    @Test
    void usage_everyOptionOfEveryCommand_inItsCommandsSection() throws IOException {
        MarkdownPage usage = new MarkdownPage(Files.readString(USAGE));

        List<String> missing = undocumented(usage, commandLines());

        assertEquals(List.of(), missing, "options and parameters missing from " + USAGE);
    }

    @Test
    void undocumented_optionOnlyInAnotherCommandsSection_isReported() {
        MarkdownPage page = new MarkdownPage("""
                ## `tilesearch`
                `-h`, `--help`, `-V`, `--version`
                ## `tilesearch solve`
                `--verbose` `--moves K` `--strategy` `--table-memory` `--resume` `--prune` `--retry` `--force`
                `--time-limit` `--deadline` `--out FILE` `--progress` `--log FILE` `-q` `--quiet` `--include`
                `--exclude` `PATH…`
                ## `tilesearch move`
                `--threads T`
                """);
        PrintWriter quiet = new PrintWriter(new StringWriter());
        CommandLine solveOnly = TileSearch.commandLineFor(new String[] {"solve"},
                new ByteArrayInputStream(new byte[0]), quiet, quiet);

        assertEquals(List.of("tilesearch solve: --threads"), undocumented(page, List.of(solveOnly)));
    }

    @Test
    void undocumented_commandWithoutSection_isReported() throws IOException {
        String withoutSparkSolve = Files.readString(USAGE).replace("## `spark-solve`", "## Spark");

        List<String> missing = undocumented(new MarkdownPage(withoutSparkSolve), commandLines());

        assertEquals(List.of("spark-solve: no heading with `spark-solve`"), missing);
    }

    @Test
    void docs_everyRelativeLink_resolves() throws IOException {
        List<Path> pages = pages();
        assertTrue(pages.contains(USAGE), pages.toString());

        List<String> broken = new ArrayList<>();
        for (Path page : pages) {
            broken.addAll(brokenLinks(page));
        }

        assertEquals(List.of(), broken, "links that lead nowhere");
    }

    @Test
    void brokenLinks_missingFileOrHeading_reported(@TempDir Path root) throws IOException {
        Files.createDirectories(root.resolve("docs"));
        Files.writeString(root.resolve("docs/usage.md"),
                "# Usage\n## Exit codes\n## Exit codes\n```\n## Not one\n```\n");
        Path readme = root.resolve("README.md");
        Files.writeString(readme, String.join("\n",
                "[codes](docs/usage.md#exit-codes) [again](docs/usage.md#exit-codes-1) [web](https://example.org/x)",
                "[gone](docs/gone.md) [no heading](docs/usage.md#not-one) ![picture](docs/missing.png)",
                "[here](#top) `[code](not/a/link.md)`"));

        List<String> broken = brokenLinks(readme);

        assertEquals(List.of(readme + ": docs/gone.md", readme + ": docs/usage.md#not-one",
                readme + ": docs/missing.png", readme + ": #top"), broken);
    }

    @Test
    void slug_headingWithCodeAndPunctuation_asGitHubMakesIt() {
        assertEquals("tilesearch-options-of-every-command",
                MarkdownPage.slug("`tilesearch`: options of every command"));
        assertEquals("a-million-44-boards-scriptscomparesh-g",
                MarkdownPage.slug("A million 4×4 boards: `scripts/compare.sh g`"));
        assertEquals("110---unreleased", MarkdownPage.slug("1.1.0 - Unreleased"));
    }

    /** Every command line of the tool: {@code tilesearch} with all its subcommands, and {@code spark-solve}. */
    private static List<CommandLine> commandLines() {
        PrintWriter quiet = new PrintWriter(new StringWriter());
        CommandLine tileSearch = TileSearch.commandLine(new ByteArrayInputStream(new byte[0]), quiet, quiet);
        CommandLine sparkSolve = SparkSolveCommand.commandLine(() -> {
            throw new AssertionError("no Spark context is needed to read options");
        }, true, quiet, quiet);
        return List.of(tileSearch, sparkSolve);
    }

    /**
     * What {@code page} leaves out, as "command: name" lines: each option's every name and each positional
     * parameter's label must appear in a code span of its command's section; --help and --version, the same in
     * every command, in the common section.
     */
    private static List<String> undocumented(MarkdownPage page, List<CommandLine> roots) {
        List<String> missing = new ArrayList<>();
        MarkdownPage.Heading common = page.headingWithCodeSpan(COMMON_SECTION);
        String commonSection = common == null ? "" : page.section(common);
        for (CommandLine root : roots) {
            for (CommandSpec command : withSubcommands(root.getCommandSpec())) {
                String name = command.qualifiedName();
                MarkdownPage.Heading heading = page.headingWithCodeSpan(name);
                if (heading == null) {
                    missing.add(name + ": no heading with `" + name + "`");
                    continue;
                }
                String section = page.section(heading);
                for (OptionSpec option : command.options()) {
                    String where = option.usageHelp() || option.versionHelp() ? commonSection : section;
                    for (String optionName : option.names()) {
                        if (!inCode(where, optionName)) {
                            missing.add(name + ": " + optionName);
                        }
                    }
                }
                for (PositionalParamSpec parameter : command.positionalParameters()) {
                    if (!inCode(section, parameter.paramLabel())) {
                        missing.add(name + ": " + parameter.paramLabel());
                    }
                }
            }
        }
        return missing;
    }

    private static List<CommandSpec> withSubcommands(CommandSpec command) {
        List<CommandSpec> all = new ArrayList<>();
        all.add(command);
        for (CommandLine sub : command.subcommands().values()) {
            all.addAll(withSubcommands(sub.getCommandSpec()));
        }
        return all;
    }

    /** Whether {@code text} has a code span starting with {@code name}, as in `--moves` or `--moves K`. */
    private static boolean inCode(String text, String name) {
        return Pattern.compile("`" + Pattern.quote(name) + "(?![\\p{Alnum}-])").matcher(text).find();
    }

    /** README.md, CONTRIBUTING.md, CHANGELOG.md and every Markdown page under docs/. */
    private static List<Path> pages() throws IOException {
        List<Path> pages = new ArrayList<>();
        for (String top : List.of("README.md", "CONTRIBUTING.md", "CHANGELOG.md")) {
            pages.add(Path.of(top));
        }
        try (Stream<Path> docs = Files.walk(Path.of("docs"))) {
            docs.filter(path -> path.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        return pages;
    }

    /** The relative links of {@code page} whose file is missing or, into a Markdown page, whose heading is. */
    private static List<String> brokenLinks(Path page) throws IOException {
        List<String> broken = new ArrayList<>();
        for (String link : new MarkdownPage(Files.readString(page, StandardCharsets.UTF_8)).relativeLinks()) {
            int hash = link.indexOf('#');
            String file = hash < 0 ? link : link.substring(0, hash);
            Path target = file.isEmpty() ? page : page.resolveSibling(file).normalize();
            if (!Files.exists(target)) {
                broken.add(page + ": " + link);
            } else if (hash >= 0 && target.toString().endsWith(".md")) {
                String anchor = link.substring(hash + 1);
                if (!new MarkdownPage(Files.readString(target, StandardCharsets.UTF_8)).anchors().contains(anchor)) {
                    broken.add(page + ": " + link);
                }
            }
        }
        return broken;
    }
}
