package tilesearch.run;

/** What a run does with a results file, or a folder of part files, that already exists. */
public enum OutputMode {
    /** Refuse to touch one that holds anything. */
    NEW,
    /** Overwrite it ({@code --force}). */
    FORCE,
    /** Keep its complete, final rows and add the rest ({@code --resume}). */
    RESUME
}
