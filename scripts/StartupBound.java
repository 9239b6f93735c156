import java.util.concurrent.Callable;
import org.slf4j.LoggerFactory;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The least a picocli command costs to start, for floor (5) of scripts/compare.sh: one command with one positional
 * parameter and --help and --version, which reads standard input and prints its length. With {@code --log} it also
 * gets an SLF4J logger, as every tilesearch command does, so Logback starts with tilesearch's own configuration
 * (the jar's). Floor (5) sets tilesearch's {@code solve -} beside these two.
 *
 * <pre>javac -cp tilesearch.jar -d OUT StartupBound.java; java -cp OUT:tilesearch.jar StartupBound [--log] -</pre>
 */
@Command(name = "startup-bound", mixinStandardHelpOptions = true)
public final class StartupBound implements Callable<Integer> {

    @Parameters(defaultValue = "-")
    private String input;

    @Option(names = "--log")
    private boolean log;

    @Override
    public Integer call() throws Exception {
        if (log) {
            LoggerFactory.getLogger(StartupBound.class).debug("started");
        }
        System.out.println(System.in.readAllBytes().length);
        return 0;
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new StartupBound()).execute(args));
    }
}
