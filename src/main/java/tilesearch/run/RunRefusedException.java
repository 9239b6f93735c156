package tilesearch.run;

/**
 * A run refused before it touched anything, because of how it was asked: an output that would be overwritten or
 * that another run is writing, a resume with other options than the record's, a record that cannot be read. The
 * command line reports it as a usage error ({@link ExitCodes#USAGE}), with its message as it stands.
 */
public final class RunRefusedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public RunRefusedException(String message) {
        super(message);
    }
}
