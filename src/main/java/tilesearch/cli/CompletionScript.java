package tilesearch.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Writes the completion script of {@code tilesearch} to the file its one argument names: picocli's, for bash and
 * for zsh (through zsh's bashcompinit), made from the whole command line with every subcommand, so that it offers
 * what {@code --help} lists. The build runs it when it makes the distribution.
 */
public final class CompletionScript {

    private CompletionScript() {
    }

    /** Writes the script to {@code args[0]}. */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: CompletionScript FILE");
        }
        Path file = Path.of(args[0]);
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.writeString(file, script());
    }

    /** The script's text. */
    static String script() {
        CommandLine commandLine = wholeCommandLine();
        lowercaseEnumValues(commandLine.getCommandSpec());
        return AutoComplete.bash(TileSearch.NAME, commandLine);
    }

    /** The command line with every subcommand, printing nowhere. */
    static CommandLine wholeCommandLine() {
        PrintWriter silent = new PrintWriter(Writer.nullWriter());
        return TileSearch.commandLine(InputStream.nullInputStream(), silent, silent);
    }

    /**
     * Makes {@code command}'s enum options, and its subcommands', offer their values in lowercase, as the docs
     * spell them ({@code --strategy best}); picocli would offer the constants' names ({@code BEST}). Both are
     * accepted, since enum values match case-insensitively.
     */
    private static void lowercaseEnumValues(CommandSpec command) {
        for (OptionSpec option : List.copyOf(command.options())) {
            if (option.type().isEnum() && option.completionCandidates() != null) {
                List<String> values = new ArrayList<>();
                option.completionCandidates().forEach(value -> values.add(value.toLowerCase(Locale.ROOT)));
                command.remove(option);
                command.addOption(OptionSpec.builder(option).completionCandidates(values).build());
            }
        }
        command.subcommands().values().forEach(sub -> lowercaseEnumValues(sub.getCommandSpec()));
    }
}
