package tilesearch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.GeneralCodingRules;

/**
 * The packages' layering, held for the main classes. Each package may use only those below it in this table
 * (and the libraries); nothing may use a package above it:
 *
 * <pre>
 * package      may use
 * spark        cli run batch input results search board logging   (spark-solve: a command of its own)
 * cli          run report judge replay batch input results search board logging text
 * judge        replay search board text
 * report       run replay input results board logging text
 * run          batch input results search board logging text
 * replay       input results board
 * batch        input results search board logging
 * results      input board logging text
 * input        board logging text
 * search       board
 * board        text
 * logging      text
 * text         -
 * </pre>
 *
 * <p>Besides: no cycle between packages; only {@code cli} writes to the standard streams; only {@code spark}
 * knows Spark, Hadoop or Scala, so that the rest compiles and runs without them.
 */
// The compiled classes only: looking for tilesearch in the test classpath's jars (Spark's among them) took 30 s.
@AnalyzeClasses(packages = "tilesearch",
        importOptions = {ImportOption.DoNotIncludeTests.class, ImportOption.DoNotIncludeJars.class})
class ArchitectureTest {

    @ArchTest
    static final ArchRule noPackageCycles = slices().matching("tilesearch.(*)..").should().beFreeOfCycles();

    @ArchTest
    static final ArchRule layers = layeredArchitecture().consideringOnlyDependenciesInLayers()
            .layer("spark").definedBy("tilesearch.spark..")
            .layer("cli").definedBy("tilesearch.cli..")
            .layer("report").definedBy("tilesearch.report..")
            .layer("judge").definedBy("tilesearch.judge..")
            .layer("run").definedBy("tilesearch.run..")
            .layer("replay").definedBy("tilesearch.replay..")
            .layer("batch").definedBy("tilesearch.batch..")
            .layer("results").definedBy("tilesearch.results..")
            .layer("input").definedBy("tilesearch.input..")
            .layer("search").definedBy("tilesearch.search..")
            .layer("board").definedBy("tilesearch.board..")
            .layer("logging").definedBy("tilesearch.logging..")
            .layer("text").definedBy("tilesearch.text..")
            .whereLayer("spark").mayOnlyAccessLayers("cli", "run", "batch", "input", "results", "search", "board",
                    "logging")
            .whereLayer("cli").mayOnlyAccessLayers("run", "report", "judge", "replay", "batch", "input", "results",
                    "search", "board", "logging", "text")
            .whereLayer("judge").mayOnlyAccessLayers("replay", "search", "board", "text")
            .whereLayer("report").mayOnlyAccessLayers("run", "replay", "input", "results", "board", "logging",
                    "text")
            .whereLayer("run").mayOnlyAccessLayers("batch", "input", "results", "search", "board", "logging",
                    "text")
            .whereLayer("replay").mayOnlyAccessLayers("input", "results", "board")
            .whereLayer("batch").mayOnlyAccessLayers("input", "results", "search", "board", "logging")
            .whereLayer("results").mayOnlyAccessLayers("input", "board", "logging", "text")
            .whereLayer("input").mayOnlyAccessLayers("board", "logging", "text")
            .whereLayer("search").mayOnlyAccessLayers("board")
            .whereLayer("board").mayOnlyAccessLayers("text")
            .whereLayer("logging").mayOnlyAccessLayers("text")
            .whereLayer("text").mayNotAccessAnyLayer();

    @ArchTest
    static final ArchRule onlyCliWritesToTheStandardStreams = noClasses()
            .that().resideOutsideOfPackage("tilesearch.cli..")
            .should(GeneralCodingRules.ACCESS_STANDARD_STREAMS)
            .because("only the command line prints; everything else logs through SLF4J or returns values");

    @ArchTest
    static final ArchRule onlySparkKnowsSpark = noClasses()
            .that().resideOutsideOfPackage("tilesearch.spark..")
            .should().dependOnClassesThat().resideInAnyPackage("org.apache.spark..", "org.apache.hadoop..",
                    "scala..")
            .because("Spark is provided only where spark-submit runs the job; the core runs without it");
}
