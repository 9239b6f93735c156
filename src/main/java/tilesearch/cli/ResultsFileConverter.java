package tilesearch.cli;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads {@code --out FILE} of {@code solve} and {@code spark-solve}, refusing a value that names a folder by its
 * spelling: one that ends with {@code /}, {@code /.} or {@code /..}. A path drops a trailing slash, so
 * {@code --out newdir/} would otherwise write a file named {@code newdir}; and a last name of {@code ..} would put
 * the helper files ({@code ...lock}) beside a folder's parent.
 */
public final class ResultsFileConverter implements ITypeConverter<Path> {

    @Override
    public Path convert(String text) {
        String last = text.substring(text.lastIndexOf('/') + 1);
        if (text.endsWith("/") || last.equals(".") || last.equals("..")) {
            String folder = text.endsWith("/") ? text : text + "/";
            throw new TypeConversionException("'" + text + "' names a folder: --out names the results file, e.g. "
                    + folder + "results.csv");
        }
        try {
            return Path.of(text);
        } catch (InvalidPathException e) {
            throw new TypeConversionException("'" + text + "' is not a path: " + e.getReason());
        }
    }
}
