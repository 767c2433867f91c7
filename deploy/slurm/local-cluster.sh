#!/usr/bin/env bash
# A one-node Slurm cluster on this machine (Debian's slurm-wlm and munge), for trying the lab's
# job array and for the test that runs it (tests/slurm_lab.rs). Run as root; .ci/run calls it.
# It writes /etc/slurm/slurm.conf for this host, starts munged, slurmctld and slurmd, and waits
# until the node is idle. Running it again restarts the daemons with the same configuration.
set -euo pipefail
if ! command -v slurmctld >/dev/null 2>&1 || ! command -v munged >/dev/null 2>&1; then
  if command -v apt-get >/dev/null 2>&1; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq slurm-wlm munge >/dev/null
  else
    echo "local-cluster.sh: needs slurm-wlm and munge (Debian/Ubuntu: apt-get install slurm-wlm munge)" >&2
    exit 1
  fi
fi
host=$(hostname -s)
cpus=$(nproc)
mkdir -p /etc/slurm /var/spool/slurmd /var/spool/slurmctld /run/munge /var/log/slurm
cat > /etc/slurm/slurm.conf <<CONF
ClusterName=sandtable
SlurmctldHost=$host
SlurmUser=root
AuthType=auth/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
MpiDefault=none
ReturnToService=2
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SlurmctldPidFile=/run/slurmctld.pid
SlurmdPidFile=/run/slurmd.pid
SlurmdSpoolDir=/var/spool/slurmd
StateSaveLocation=/var/spool/slurmctld
SlurmctldLogFile=/var/log/slurm/slurmctld.log
SlurmdLogFile=/var/log/slurm/slurmd.log
NodeName=$host CPUs=$cpus State=UNKNOWN
PartitionName=lab Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
if [ ! -s /etc/munge/munge.key ]; then
  mkdir -p /etc/munge
  dd if=/dev/urandom of=/etc/munge/munge.key bs=1024 count=1 status=none
fi
chown -R munge:munge /etc/munge /run/munge 2>/dev/null || true
chmod 400 /etc/munge/munge.key
pkill -x slurmd 2>/dev/null || true
pkill -x slurmctld 2>/dev/null || true
# munged is up when a credential it encodes decodes (a dead one can linger as a zombie).
if ! munge -n 2>/dev/null | unmunge >/dev/null 2>&1; then
  runuser -u munge -- munged || munged --force
fi
slurmctld
slurmd
for _ in $(seq 1 30); do
  if sinfo -h -o %t 2>/dev/null | grep -q idle; then
    echo "local-cluster.sh: one-node Slurm cluster up on $host ($cpus CPUs)"
    exit 0
  fi
  sleep 1
done
echo "local-cluster.sh: the node did not come up; see /var/log/slurm/" >&2
sinfo >&2 || true
exit 1
