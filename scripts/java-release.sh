# Which JDK a script runs, told without starting a JVM (`java -version` would cost one): sourced by
# scripts/spark/env.sh and scripts/test.sh.

# java_release_of HOME: sets java_release to the JAVA_RUNTIME_VERSION in HOME/release (e.g. 25.0.3+9-LTS) and
# java_feature to its first number; "" and 0 when HOME says neither. Builtins only.
java_release_of() {
  java_release="" java_feature=0
  local line
  [[ -f $1/release ]] || return 0
  while IFS= read -r line; do
    if [[ $line == JAVA_RUNTIME_VERSION=* ]]; then
      java_release=${line#*=}
      java_release=${java_release//\"/}
    fi
  done <"$1/release"
  line=${java_release%%[.+-]*}
  [[ ! $line =~ ^[0-9]+$ ]] || java_feature=$line
  return 0
}

# java_newest_25 DIR: sets java_newest_25 to the home of the newest JDK of version 25 or later among DIR's folders
# that has a bin/java (the one whose AOT caches the scripts use), or "" when there is none.
java_newest_25() {
  java_newest_25=""
  local home best=0
  for home in "$1"/*/; do
    java_release_of "${home%/}"
    if ((java_feature >= 25 && java_feature > best)) && [[ -x ${home}bin/java ]]; then
      java_newest_25=${home%/} best=$java_feature
    fi
  done
  return 0
}
