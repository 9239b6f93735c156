#!/usr/bin/env python3
"""Where a Spark submission's wall time went, from Spark's event log (spark.eventLog.enabled, uncompressed).

    timeline.py EVENT-LOG START-MS

START-MS is when the command started, in milliseconds since the epoch, so that every time is printed in seconds
from it: the SparkContext's start, each executor's registration, each job's start and end with its tasks, and per
executor its first task (a cold JVM: deserializing and running it) against the median of the others, and when its
last task ended. scripts/spark-bench.sh prints this for each submission with SPARK_BENCH_TIMELINE=1.
"""
import json
import statistics
import sys


def main(path, start):
    def at(millis):
        return "%.2f" % ((millis - start) / 1000)

    lines = []
    jobs = {}
    tasks = {}
    for line in open(path, encoding="utf-8"):
        event = json.loads(line)
        kind = event["Event"]
        if kind == "SparkListenerApplicationStart":
            lines.append((event["Timestamp"], "SparkContext starts"))
        elif kind == "SparkListenerExecutorAdded":
            lines.append((event["Timestamp"], "executor %s registers" % event["Executor ID"]))
        elif kind == "SparkListenerJobStart":
            stages = event["Stage Infos"]
            jobs[event["Job ID"]] = (event["Submission Time"], sum(s["Number of Tasks"] for s in stages),
                                     stages[-1]["Stage Name"] if stages else "")
        elif kind == "SparkListenerJobEnd":
            begun, count, name = jobs[event["Job ID"]]
            lines.append((begun, "job %d (%s, %d tasks) until %s" % (event["Job ID"], name, count,
                                                                   at(event["Completion Time"]))))
        elif kind == "SparkListenerTaskEnd":
            info = event["Task Info"]
            metrics = event.get("Task Metrics") or {}
            tasks.setdefault(info["Executor ID"], []).append(
                (info["Launch Time"], info["Finish Time"],
                 metrics.get("Executor Deserialize Time", 0) + metrics.get("Executor Run Time", 0)))
    for executor, runs in sorted(tasks.items()):
        runs.sort()
        first = runs[0]
        later = [r[2] for r in runs[1:]]
        lines.append((first[0], "executor %s: first task %.2f s (later ones: median %s s over %d), last ends at %s"
                      % (executor, first[2] / 1000, "%.2f" % (statistics.median(later) / 1000) if later else "-",
                         len(later), at(max(r[1] for r in runs)))))
    for millis, text in sorted(lines):
        print("%7s s  %s" % (at(millis), text))


if __name__ == "__main__":
    main(sys.argv[1], float(sys.argv[2]))
