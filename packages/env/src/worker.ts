import { vectorBuffers, type VectorMemory } from './vector/vectorBuffers'
import { VectorShard, type ShardOp, type ShardSpec, type ShardTally } from './vector/vectorShard'

// The worker thread of a vector environment's shard: tinypool runs one of these per shard (a pool of one
// thread each, so that every task of a shard reaches the thread that holds its games).

/** A task of the shard's thread. @internal */
export type ShardTask = { readonly op: 'init'; readonly spec: ShardSpec; readonly memory: VectorMemory } | ShardOp

// This thread's shard: a worker thread is the state it holds, made by the first task and used by the others.
let shard: VectorShard | null = null

/** Runs one task on this thread's shard: a self-play stretch answers its tally, the others `true`. @internal */
export default function runShardTask(task: ShardTask): true | ShardTally {
  if (task.op === 'init') {
    shard = new VectorShard(task.spec, vectorBuffers(task.memory))
    return true
  }
  if (shard === null) throw new Error('The shard was not initialised')
  return shard.run(task)
}
