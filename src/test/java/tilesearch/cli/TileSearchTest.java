package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tilesearch.run.ExitCodes;

class TileSearchTest {

    @Test
    void execute_noCommand_usageErrorListingTheCommands() {
        CommandRun run = CommandRun.of();

        assertEquals(ExitCodes.USAGE, run.exitCode());
        assertTrue(run.err().startsWith(
                "tilesearch: missing command: choose one of solve, move, generate, report, show, bench, "
                        + "judge, help\n"), run.err());
        assertEquals("", run.out());
    }

    @Test
    void execute_help_listsCommandsWithExamples() {
        CommandRun run = CommandRun.of("--help");

        assertEquals(ExitCodes.OK, run.exitCode());
        for (String expected : new String[] {"Usage: tilesearch", "solve", "move", "generate", "report", "Examples:"}) {
            assertTrue(run.out().contains(expected), expected);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"solve", "move", "generate", "report", "show", "bench", "judge"})
    void execute_commandHelp_showsUsageAndExample(String command) {
        CommandRun run = CommandRun.of(command, "--help");

        assertEquals(ExitCodes.OK, run.exitCode());
        assertTrue(run.out().contains("Usage: tilesearch " + command), run.out());
        assertTrue(run.out().contains("Example"), run.out());
        assertTrue(run.out().contains("--verbose"), run.out());
    }

    @ParameterizedTest
    @ValueSource(strings = {"--version", "solve --version", "move --version", "generate --version", "report --version",
        "show --version", "bench --version", "judge --version"})
    void execute_version_printsToolNameAndVersion(String args) {
        CommandRun run = CommandRun.of(args.split(" "));

        assertEquals(ExitCodes.OK, run.exitCode());
        assertTrue(run.out().startsWith("tilesearch "), run.out());
    }

    @Test
    void execute_version_namesTheJavaItRunsOn() {
        CommandRun run = CommandRun.of("--version");

        assertEquals(2, run.out().lines().count(), run.out());
        assertTrue(run.out().lines().toList().get(1).startsWith("Java " + System.getProperty("java.runtime.version")
                + " (" + System.getProperty("java.vendor") + "), " + System.getProperty("java.home")), run.out());
    }

    @ParameterizedTest
    @ValueSource(strings = {"solve", "move", "generate", "report", "show", "bench"})
    void execute_helpCommand_printsThatCommandsHelp(String command) {
        CommandRun help = CommandRun.of("help", command);

        assertEquals(ExitCodes.OK, help.exitCode(), help.err());
        assertEquals(CommandRun.of(command, "--help").out(), help.out());
        assertTrue(help.out().contains("Usage: tilesearch " + command), help.out());
    }

    @Test
    void execute_helpAlone_printsTheToolsHelp() {
        CommandRun help = CommandRun.of("help");

        assertEquals(ExitCodes.OK, help.exitCode(), help.err());
        assertTrue(help.out().contains("Usage: tilesearch"), help.out());
        assertTrue(help.out().contains("help"), help.out());
    }

    @Test
    void execute_unknownOption_usageErrorWithHelpPointer() {
        CommandRun run = CommandRun.of("solve", "--depth", "3");

        assertEquals(ExitCodes.USAGE, run.exitCode());
        assertTrue(run.err().startsWith("tilesearch solve: Unknown option: '--depth'"), run.err());
        assertTrue(run.err().endsWith("Try 'tilesearch solve --help' for more information.\n"), run.err());
    }

    private static Set<String> subcommandsFor(String... args) {
        return TileSearch.commandLineFor(args, new ByteArrayInputStream(new byte[0]),
                new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter())).getSubcommands().keySet();
    }

    @Test
    void commandLineFor_subcommandFirst_holdsThatSubcommandOnly() {
        assertEquals(Set.of("solve"), subcommandsFor("solve", "-"));
        assertEquals(Set.of("report"), subcommandsFor("report", "--help"));
    }

    @Test
    void commandLineFor_noSubcommandFirst_holdsEverySubcommand() {
        Set<String> every = Set.of("solve", "move", "generate", "report", "show", "bench", "judge", "help");

        assertEquals(every, subcommandsFor());
        assertEquals(every, subcommandsFor("help", "solve"));
        assertEquals(every, subcommandsFor("--help"));
        assertEquals(every, subcommandsFor("sovle", "-"));
    }

    @Test
    void execute_misspelledCommand_usageErrorSuggestingTheCommand() {
        CommandRun run = CommandRun.of("sovle", "-");

        assertEquals(ExitCodes.USAGE, run.exitCode());
        assertTrue(run.err().contains("'sovle'"), run.err());
        assertTrue(run.err().contains("solve"), run.err());
    }
}
