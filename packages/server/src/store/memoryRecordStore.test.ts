import { describeRecordStoreContract } from './__fixtures__/recordStoreContract'
import { MemoryRecordStore } from './memoryRecordStore'

describeRecordStoreContract('MemoryRecordStore', () => new MemoryRecordStore())
