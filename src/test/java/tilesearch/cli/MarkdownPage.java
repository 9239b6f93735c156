package tilesearch.cli;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Markdown page as the docs tests read it: its headings, the section under each, its relative links and the
 * anchors GitHub gives its headings. Fenced code blocks are neither headings nor links.
 */
final class MarkdownPage {

    private static final Pattern HEADING = Pattern.compile("^(#{1,6})\\s+(.*?)\\s*#*\\s*$");
    private static final Pattern CODE_SPAN = Pattern.compile("`([^`]+)`");
    private static final Pattern LINK = Pattern.compile("\\[[^\\]]*\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");
    private static final Pattern SCHEME = Pattern.compile("^[a-zA-Z][a-zA-Z0-9+.-]*:");
    /** What GitHub's slugger drops from a heading: everything but letters, digits, marks, spaces, - and _. */
    private static final Pattern NOT_IN_SLUG = Pattern.compile("[^\\p{L}\\p{Nd}\\p{M}\\p{Pc} -]");

    private final List<String> lines;
    private final List<Heading> headings = new ArrayList<>();

    /** A heading: its level (1 for {@code #}), its text and the index of its line. */
    record Heading(int level, String text, int line) {

        /** The contents of the heading's code spans, e.g. {@code tilesearch solve}. */
        Set<String> codeSpans() {
            Set<String> spans = new LinkedHashSet<>();
            Matcher matcher = CODE_SPAN.matcher(text);
            while (matcher.find()) {
                spans.add(matcher.group(1));
            }
            return spans;
        }
    }

    MarkdownPage(String text) {
        lines = new ArrayList<>();
        boolean fenced = false;
        for (String line : text.split("\r?\n", -1)) {
            if (line.stripLeading().startsWith("```")) {
                fenced = !fenced;
                lines.add("");
                continue;
            }
            lines.add(fenced ? "" : line);
        }
        for (int i = 0; i < lines.size(); i++) {
            Matcher matcher = HEADING.matcher(lines.get(i));
            if (matcher.matches()) {
                headings.add(new Heading(matcher.group(1).length(), matcher.group(2), i));
            }
        }
    }

    List<Heading> headings() {
        return headings;
    }

    /** The text under {@code heading}, up to the next heading of the same level or higher. */
    String section(Heading heading) {
        int end = lines.size();
        for (Heading next : headings) {
            if (next.line() > heading.line() && next.level() <= heading.level()) {
                end = next.line();
                break;
            }
        }
        return String.join("\n", lines.subList(heading.line(), end));
    }

    /** The first heading with a code span exactly {@code span}, or null. */
    Heading headingWithCodeSpan(String span) {
        for (Heading heading : headings) {
            if (heading.codeSpans().contains(span)) {
                return heading;
            }
        }
        return null;
    }

    /** The targets of the page's links that are not URLs: paths, each with an optional {@code #anchor}. */
    List<String> relativeLinks() {
        List<String> targets = new ArrayList<>();
        for (String line : lines) {
            // A code span is no link, though a link's text may hold one.
            Matcher matcher = LINK.matcher(CODE_SPAN.matcher(line).replaceAll("code"));
            while (matcher.find()) {
                String target = matcher.group(1);
                if (!SCHEME.matcher(target).find()) {
                    targets.add(target);
                }
            }
        }
        return targets;
    }

    /** The anchors GitHub makes of the page's headings: slugs, a repeated slug numbered -1, -2, … */
    Set<String> anchors() {
        Set<String> anchors = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        for (Heading heading : headings) {
            String slug = slug(heading.text());
            int count = seen.merge(slug, 1, Integer::sum) - 1;
            anchors.add(count == 0 ? slug : slug + "-" + count);
        }
        return anchors;
    }

    /** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
    static String slug(String heading) {
        String text = heading.strip().toLowerCase(Locale.ROOT);
        return NOT_IN_SLUG.matcher(text).replaceAll("").replace(' ', '-');
    }
}
