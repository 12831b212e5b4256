// generated — do not edit.
// Emitter: codegen/emitters/metrics.ts; source: schemas/metrics.json.
// Regenerate with `npm run codegen`.

// The metric catalog as typed constants: identifiers per target kind, units and numeric representation.

export type MetricTargetKind = 'process' | 'system' | 'gpu_adapter';
export type MetricUnit = 'percent' | 'bytes' | 'bytes_per_second' | 'pages_per_second' | 'count' | 'text' | 'events_per_second';
export type MetricRepresentation = 'integer' | 'float' | 'text';

/** Identifiers of process metrics. */
export type ProcessMetricId = 'cpu_percent' | 'private_bytes' | 'workset_bytes' | 'workset_private_bytes' | 'workset_shareable_bytes' | 'thread_count' | 'handle_count' | 'user_object_count' | 'gdi_object_count' | 'gpu_percent' | 'dotnet_heap_bytes' | 'dotnet_gc_gen0_heap_bytes' | 'dotnet_gc_gen1_heap_bytes' | 'dotnet_gc_gen2_heap_bytes' | 'dotnet_gc_loh_bytes' | 'dotnet_gc_poh_bytes' | 'dotnet_gc_committed_bytes' | 'dotnet_gc_fragmentation_bytes' | 'dotnet_allocation_bytes_per_sec' | 'gpu_dedicated_bytes' | 'gpu_shared_bytes' | 'io_read_bytes_per_sec' | 'io_write_bytes_per_sec' | 'page_faults_major_per_sec' | 'network_received_bytes_per_sec' | 'network_sent_bytes_per_sec' | 'path' | 'task_name';
/** Identifiers of system metrics. */
export type SystemMetricId = 'physical_memory_bytes' | 'total_memory_bytes' | 'available_memory_bytes' | 'modified_memory_bytes' | 'standby_memory_bytes' | 'free_zeroed_memory_bytes' | 'committed_bytes' | 'commit_limit_bytes' | 'paged_pool_bytes' | 'nonpaged_pool_bytes' | 'pages_input_per_sec' | 'pages_output_per_sec' | 'process_count' | 'thread_count' | 'cpu_percent' | 'cpu_user_percent' | 'cpu_kernel_percent' | 'cpu_average_percent' | 'cpu_core_0_percent' | 'cpu_core_1_percent' | 'cpu_core_2_percent' | 'cpu_core_3_percent' | 'cpu_core_4_percent' | 'cpu_core_5_percent' | 'cpu_core_6_percent' | 'cpu_core_7_percent' | 'cpu_core_8_percent' | 'cpu_core_9_percent' | 'cpu_core_10_percent' | 'cpu_core_11_percent' | 'cpu_core_12_percent' | 'cpu_core_13_percent' | 'cpu_core_14_percent' | 'cpu_core_15_percent' | 'cpu_core_16_percent' | 'cpu_core_17_percent' | 'cpu_core_18_percent' | 'cpu_core_19_percent' | 'cpu_core_20_percent' | 'cpu_core_21_percent' | 'cpu_core_22_percent' | 'cpu_core_23_percent' | 'cpu_core_24_percent' | 'cpu_core_25_percent' | 'cpu_core_26_percent' | 'cpu_core_27_percent' | 'cpu_core_28_percent' | 'cpu_core_29_percent' | 'cpu_core_30_percent' | 'cpu_core_31_percent' | 'cpu_core_32_percent' | 'cpu_core_33_percent' | 'cpu_core_34_percent' | 'cpu_core_35_percent' | 'cpu_core_36_percent' | 'cpu_core_37_percent' | 'cpu_core_38_percent' | 'cpu_core_39_percent' | 'cpu_core_40_percent' | 'cpu_core_41_percent' | 'cpu_core_42_percent' | 'cpu_core_43_percent' | 'cpu_core_44_percent' | 'cpu_core_45_percent' | 'cpu_core_46_percent' | 'cpu_core_47_percent' | 'cpu_core_48_percent' | 'cpu_core_49_percent' | 'cpu_core_50_percent' | 'cpu_core_51_percent' | 'cpu_core_52_percent' | 'cpu_core_53_percent' | 'cpu_core_54_percent' | 'cpu_core_55_percent' | 'cpu_core_56_percent' | 'cpu_core_57_percent' | 'cpu_core_58_percent' | 'cpu_core_59_percent' | 'cpu_core_60_percent' | 'cpu_core_61_percent' | 'cpu_core_62_percent' | 'cpu_core_63_percent' | 'cpu_core_64_percent' | 'cpu_core_65_percent' | 'cpu_core_66_percent' | 'cpu_core_67_percent' | 'cpu_core_68_percent' | 'cpu_core_69_percent' | 'cpu_core_70_percent' | 'cpu_core_71_percent' | 'cpu_core_72_percent' | 'cpu_core_73_percent' | 'cpu_core_74_percent' | 'cpu_core_75_percent' | 'cpu_core_76_percent' | 'cpu_core_77_percent' | 'cpu_core_78_percent' | 'cpu_core_79_percent' | 'cpu_core_80_percent' | 'cpu_core_81_percent' | 'cpu_core_82_percent' | 'cpu_core_83_percent' | 'cpu_core_84_percent' | 'cpu_core_85_percent' | 'cpu_core_86_percent' | 'cpu_core_87_percent' | 'cpu_core_88_percent' | 'cpu_core_89_percent' | 'cpu_core_90_percent' | 'cpu_core_91_percent' | 'cpu_core_92_percent' | 'cpu_core_93_percent' | 'cpu_core_94_percent' | 'cpu_core_95_percent' | 'cpu_core_96_percent' | 'cpu_core_97_percent' | 'cpu_core_98_percent' | 'cpu_core_99_percent' | 'cpu_core_100_percent' | 'cpu_core_101_percent' | 'cpu_core_102_percent' | 'cpu_core_103_percent' | 'cpu_core_104_percent' | 'cpu_core_105_percent' | 'cpu_core_106_percent' | 'cpu_core_107_percent' | 'cpu_core_108_percent' | 'cpu_core_109_percent' | 'cpu_core_110_percent' | 'cpu_core_111_percent' | 'cpu_core_112_percent' | 'cpu_core_113_percent' | 'cpu_core_114_percent' | 'cpu_core_115_percent' | 'cpu_core_116_percent' | 'cpu_core_117_percent' | 'cpu_core_118_percent' | 'cpu_core_119_percent' | 'cpu_core_120_percent' | 'cpu_core_121_percent' | 'cpu_core_122_percent' | 'cpu_core_123_percent' | 'cpu_core_124_percent' | 'cpu_core_125_percent' | 'cpu_core_126_percent' | 'cpu_core_127_percent' | 'cpu_core_128_percent' | 'cpu_core_129_percent' | 'cpu_core_130_percent' | 'cpu_core_131_percent' | 'cpu_core_132_percent' | 'cpu_core_133_percent' | 'cpu_core_134_percent' | 'cpu_core_135_percent' | 'cpu_core_136_percent' | 'cpu_core_137_percent' | 'cpu_core_138_percent' | 'cpu_core_139_percent' | 'cpu_core_140_percent' | 'cpu_core_141_percent' | 'cpu_core_142_percent' | 'cpu_core_143_percent' | 'cpu_core_144_percent' | 'cpu_core_145_percent' | 'cpu_core_146_percent' | 'cpu_core_147_percent' | 'cpu_core_148_percent' | 'cpu_core_149_percent' | 'cpu_core_150_percent' | 'cpu_core_151_percent' | 'cpu_core_152_percent' | 'cpu_core_153_percent' | 'cpu_core_154_percent' | 'cpu_core_155_percent' | 'cpu_core_156_percent' | 'cpu_core_157_percent' | 'cpu_core_158_percent' | 'cpu_core_159_percent' | 'cpu_core_160_percent' | 'cpu_core_161_percent' | 'cpu_core_162_percent' | 'cpu_core_163_percent' | 'cpu_core_164_percent' | 'cpu_core_165_percent' | 'cpu_core_166_percent' | 'cpu_core_167_percent' | 'cpu_core_168_percent' | 'cpu_core_169_percent' | 'cpu_core_170_percent' | 'cpu_core_171_percent' | 'cpu_core_172_percent' | 'cpu_core_173_percent' | 'cpu_core_174_percent' | 'cpu_core_175_percent' | 'cpu_core_176_percent' | 'cpu_core_177_percent' | 'cpu_core_178_percent' | 'cpu_core_179_percent' | 'cpu_core_180_percent' | 'cpu_core_181_percent' | 'cpu_core_182_percent' | 'cpu_core_183_percent' | 'cpu_core_184_percent' | 'cpu_core_185_percent' | 'cpu_core_186_percent' | 'cpu_core_187_percent' | 'cpu_core_188_percent' | 'cpu_core_189_percent' | 'cpu_core_190_percent' | 'cpu_core_191_percent' | 'cpu_core_192_percent' | 'cpu_core_193_percent' | 'cpu_core_194_percent' | 'cpu_core_195_percent' | 'cpu_core_196_percent' | 'cpu_core_197_percent' | 'cpu_core_198_percent' | 'cpu_core_199_percent' | 'cpu_core_200_percent' | 'cpu_core_201_percent' | 'cpu_core_202_percent' | 'cpu_core_203_percent' | 'cpu_core_204_percent' | 'cpu_core_205_percent' | 'cpu_core_206_percent' | 'cpu_core_207_percent' | 'cpu_core_208_percent' | 'cpu_core_209_percent' | 'cpu_core_210_percent' | 'cpu_core_211_percent' | 'cpu_core_212_percent' | 'cpu_core_213_percent' | 'cpu_core_214_percent' | 'cpu_core_215_percent' | 'cpu_core_216_percent' | 'cpu_core_217_percent' | 'cpu_core_218_percent' | 'cpu_core_219_percent' | 'cpu_core_220_percent' | 'cpu_core_221_percent' | 'cpu_core_222_percent' | 'cpu_core_223_percent' | 'cpu_core_224_percent' | 'cpu_core_225_percent' | 'cpu_core_226_percent' | 'cpu_core_227_percent' | 'cpu_core_228_percent' | 'cpu_core_229_percent' | 'cpu_core_230_percent' | 'cpu_core_231_percent' | 'cpu_core_232_percent' | 'cpu_core_233_percent' | 'cpu_core_234_percent' | 'cpu_core_235_percent' | 'cpu_core_236_percent' | 'cpu_core_237_percent' | 'cpu_core_238_percent' | 'cpu_core_239_percent' | 'cpu_core_240_percent' | 'cpu_core_241_percent' | 'cpu_core_242_percent' | 'cpu_core_243_percent' | 'cpu_core_244_percent' | 'cpu_core_245_percent' | 'cpu_core_246_percent' | 'cpu_core_247_percent' | 'cpu_core_248_percent' | 'cpu_core_249_percent' | 'cpu_core_250_percent' | 'cpu_core_251_percent' | 'cpu_core_252_percent' | 'cpu_core_253_percent' | 'cpu_core_254_percent' | 'cpu_core_255_percent' | 'disk_read_bytes_per_sec' | 'disk_write_bytes_per_sec' | 'disk_queue_length' | 'network_received_bytes_per_sec' | 'network_sent_bytes_per_sec';
/** Identifiers of GPU adapter metrics. */
export type GpuAdapterMetricId = 'utilization_percent' | 'encode_average_percent' | 'encode_max_percent' | 'encode_engine_count' | 'decode_average_percent' | 'decode_max_percent' | 'decode_engine_count' | 'dedicated_bytes' | 'dedicated_total_bytes' | 'shared_bytes' | 'shared_total_bytes';
/** Every metric identifier of any target kind. */
export type MetricId = ProcessMetricId | SystemMetricId | GpuAdapterMetricId;

export interface PlatformAvailability {
  readonly available: boolean;
  /** Where the value comes from, when available. */
  readonly source?: string;
  /** Why the platform has no value, when unavailable. */
  readonly reason?: string;
}

export interface MetricDefinition<K extends MetricTargetKind = MetricTargetKind, I extends string = MetricId> {
  readonly id: I;
  readonly display_name: string;
  readonly target_kind: K;
  readonly unit: MetricUnit;
  readonly representation: MetricRepresentation;
  readonly graphable: boolean;
  readonly description: string;
  readonly collection_requirement?: string;
  readonly platforms: { readonly win32: PlatformAvailability; readonly linux: PlatformAvailability };
}

export const PROCESS_METRIC_IDS: readonly ProcessMetricId[] = ["cpu_percent","private_bytes","workset_bytes","workset_private_bytes","workset_shareable_bytes","thread_count","handle_count","user_object_count","gdi_object_count","gpu_percent","dotnet_heap_bytes","dotnet_gc_gen0_heap_bytes","dotnet_gc_gen1_heap_bytes","dotnet_gc_gen2_heap_bytes","dotnet_gc_loh_bytes","dotnet_gc_poh_bytes","dotnet_gc_committed_bytes","dotnet_gc_fragmentation_bytes","dotnet_allocation_bytes_per_sec","gpu_dedicated_bytes","gpu_shared_bytes","io_read_bytes_per_sec","io_write_bytes_per_sec","page_faults_major_per_sec","network_received_bytes_per_sec","network_sent_bytes_per_sec","path","task_name"];
export const SYSTEM_METRIC_IDS: readonly SystemMetricId[] = ["physical_memory_bytes","total_memory_bytes","available_memory_bytes","modified_memory_bytes","standby_memory_bytes","free_zeroed_memory_bytes","committed_bytes","commit_limit_bytes","paged_pool_bytes","nonpaged_pool_bytes","pages_input_per_sec","pages_output_per_sec","process_count","thread_count","cpu_percent","cpu_user_percent","cpu_kernel_percent","cpu_average_percent","cpu_core_0_percent","cpu_core_1_percent","cpu_core_2_percent","cpu_core_3_percent","cpu_core_4_percent","cpu_core_5_percent","cpu_core_6_percent","cpu_core_7_percent","cpu_core_8_percent","cpu_core_9_percent","cpu_core_10_percent","cpu_core_11_percent","cpu_core_12_percent","cpu_core_13_percent","cpu_core_14_percent","cpu_core_15_percent","cpu_core_16_percent","cpu_core_17_percent","cpu_core_18_percent","cpu_core_19_percent","cpu_core_20_percent","cpu_core_21_percent","cpu_core_22_percent","cpu_core_23_percent","cpu_core_24_percent","cpu_core_25_percent","cpu_core_26_percent","cpu_core_27_percent","cpu_core_28_percent","cpu_core_29_percent","cpu_core_30_percent","cpu_core_31_percent","cpu_core_32_percent","cpu_core_33_percent","cpu_core_34_percent","cpu_core_35_percent","cpu_core_36_percent","cpu_core_37_percent","cpu_core_38_percent","cpu_core_39_percent","cpu_core_40_percent","cpu_core_41_percent","cpu_core_42_percent","cpu_core_43_percent","cpu_core_44_percent","cpu_core_45_percent","cpu_core_46_percent","cpu_core_47_percent","cpu_core_48_percent","cpu_core_49_percent","cpu_core_50_percent","cpu_core_51_percent","cpu_core_52_percent","cpu_core_53_percent","cpu_core_54_percent","cpu_core_55_percent","cpu_core_56_percent","cpu_core_57_percent","cpu_core_58_percent","cpu_core_59_percent","cpu_core_60_percent","cpu_core_61_percent","cpu_core_62_percent","cpu_core_63_percent","cpu_core_64_percent","cpu_core_65_percent","cpu_core_66_percent","cpu_core_67_percent","cpu_core_68_percent","cpu_core_69_percent","cpu_core_70_percent","cpu_core_71_percent","cpu_core_72_percent","cpu_core_73_percent","cpu_core_74_percent","cpu_core_75_percent","cpu_core_76_percent","cpu_core_77_percent","cpu_core_78_percent","cpu_core_79_percent","cpu_core_80_percent","cpu_core_81_percent","cpu_core_82_percent","cpu_core_83_percent","cpu_core_84_percent","cpu_core_85_percent","cpu_core_86_percent","cpu_core_87_percent","cpu_core_88_percent","cpu_core_89_percent","cpu_core_90_percent","cpu_core_91_percent","cpu_core_92_percent","cpu_core_93_percent","cpu_core_94_percent","cpu_core_95_percent","cpu_core_96_percent","cpu_core_97_percent","cpu_core_98_percent","cpu_core_99_percent","cpu_core_100_percent","cpu_core_101_percent","cpu_core_102_percent","cpu_core_103_percent","cpu_core_104_percent","cpu_core_105_percent","cpu_core_106_percent","cpu_core_107_percent","cpu_core_108_percent","cpu_core_109_percent","cpu_core_110_percent","cpu_core_111_percent","cpu_core_112_percent","cpu_core_113_percent","cpu_core_114_percent","cpu_core_115_percent","cpu_core_116_percent","cpu_core_117_percent","cpu_core_118_percent","cpu_core_119_percent","cpu_core_120_percent","cpu_core_121_percent","cpu_core_122_percent","cpu_core_123_percent","cpu_core_124_percent","cpu_core_125_percent","cpu_core_126_percent","cpu_core_127_percent","cpu_core_128_percent","cpu_core_129_percent","cpu_core_130_percent","cpu_core_131_percent","cpu_core_132_percent","cpu_core_133_percent","cpu_core_134_percent","cpu_core_135_percent","cpu_core_136_percent","cpu_core_137_percent","cpu_core_138_percent","cpu_core_139_percent","cpu_core_140_percent","cpu_core_141_percent","cpu_core_142_percent","cpu_core_143_percent","cpu_core_144_percent","cpu_core_145_percent","cpu_core_146_percent","cpu_core_147_percent","cpu_core_148_percent","cpu_core_149_percent","cpu_core_150_percent","cpu_core_151_percent","cpu_core_152_percent","cpu_core_153_percent","cpu_core_154_percent","cpu_core_155_percent","cpu_core_156_percent","cpu_core_157_percent","cpu_core_158_percent","cpu_core_159_percent","cpu_core_160_percent","cpu_core_161_percent","cpu_core_162_percent","cpu_core_163_percent","cpu_core_164_percent","cpu_core_165_percent","cpu_core_166_percent","cpu_core_167_percent","cpu_core_168_percent","cpu_core_169_percent","cpu_core_170_percent","cpu_core_171_percent","cpu_core_172_percent","cpu_core_173_percent","cpu_core_174_percent","cpu_core_175_percent","cpu_core_176_percent","cpu_core_177_percent","cpu_core_178_percent","cpu_core_179_percent","cpu_core_180_percent","cpu_core_181_percent","cpu_core_182_percent","cpu_core_183_percent","cpu_core_184_percent","cpu_core_185_percent","cpu_core_186_percent","cpu_core_187_percent","cpu_core_188_percent","cpu_core_189_percent","cpu_core_190_percent","cpu_core_191_percent","cpu_core_192_percent","cpu_core_193_percent","cpu_core_194_percent","cpu_core_195_percent","cpu_core_196_percent","cpu_core_197_percent","cpu_core_198_percent","cpu_core_199_percent","cpu_core_200_percent","cpu_core_201_percent","cpu_core_202_percent","cpu_core_203_percent","cpu_core_204_percent","cpu_core_205_percent","cpu_core_206_percent","cpu_core_207_percent","cpu_core_208_percent","cpu_core_209_percent","cpu_core_210_percent","cpu_core_211_percent","cpu_core_212_percent","cpu_core_213_percent","cpu_core_214_percent","cpu_core_215_percent","cpu_core_216_percent","cpu_core_217_percent","cpu_core_218_percent","cpu_core_219_percent","cpu_core_220_percent","cpu_core_221_percent","cpu_core_222_percent","cpu_core_223_percent","cpu_core_224_percent","cpu_core_225_percent","cpu_core_226_percent","cpu_core_227_percent","cpu_core_228_percent","cpu_core_229_percent","cpu_core_230_percent","cpu_core_231_percent","cpu_core_232_percent","cpu_core_233_percent","cpu_core_234_percent","cpu_core_235_percent","cpu_core_236_percent","cpu_core_237_percent","cpu_core_238_percent","cpu_core_239_percent","cpu_core_240_percent","cpu_core_241_percent","cpu_core_242_percent","cpu_core_243_percent","cpu_core_244_percent","cpu_core_245_percent","cpu_core_246_percent","cpu_core_247_percent","cpu_core_248_percent","cpu_core_249_percent","cpu_core_250_percent","cpu_core_251_percent","cpu_core_252_percent","cpu_core_253_percent","cpu_core_254_percent","cpu_core_255_percent","disk_read_bytes_per_sec","disk_write_bytes_per_sec","disk_queue_length","network_received_bytes_per_sec","network_sent_bytes_per_sec"];
export const GPU_ADAPTER_METRIC_IDS: readonly GpuAdapterMetricId[] = ["utilization_percent","encode_average_percent","encode_max_percent","encode_engine_count","decode_average_percent","decode_max_percent","decode_engine_count","dedicated_bytes","dedicated_total_bytes","shared_bytes","shared_total_bytes"];
/** All distinct metric identifiers, sorted; the enum that tool input schemas use. */
export const ALL_METRIC_IDS: readonly MetricId[] = ["available_memory_bytes","commit_limit_bytes","committed_bytes","cpu_average_percent","cpu_core_0_percent","cpu_core_100_percent","cpu_core_101_percent","cpu_core_102_percent","cpu_core_103_percent","cpu_core_104_percent","cpu_core_105_percent","cpu_core_106_percent","cpu_core_107_percent","cpu_core_108_percent","cpu_core_109_percent","cpu_core_10_percent","cpu_core_110_percent","cpu_core_111_percent","cpu_core_112_percent","cpu_core_113_percent","cpu_core_114_percent","cpu_core_115_percent","cpu_core_116_percent","cpu_core_117_percent","cpu_core_118_percent","cpu_core_119_percent","cpu_core_11_percent","cpu_core_120_percent","cpu_core_121_percent","cpu_core_122_percent","cpu_core_123_percent","cpu_core_124_percent","cpu_core_125_percent","cpu_core_126_percent","cpu_core_127_percent","cpu_core_128_percent","cpu_core_129_percent","cpu_core_12_percent","cpu_core_130_percent","cpu_core_131_percent","cpu_core_132_percent","cpu_core_133_percent","cpu_core_134_percent","cpu_core_135_percent","cpu_core_136_percent","cpu_core_137_percent","cpu_core_138_percent","cpu_core_139_percent","cpu_core_13_percent","cpu_core_140_percent","cpu_core_141_percent","cpu_core_142_percent","cpu_core_143_percent","cpu_core_144_percent","cpu_core_145_percent","cpu_core_146_percent","cpu_core_147_percent","cpu_core_148_percent","cpu_core_149_percent","cpu_core_14_percent","cpu_core_150_percent","cpu_core_151_percent","cpu_core_152_percent","cpu_core_153_percent","cpu_core_154_percent","cpu_core_155_percent","cpu_core_156_percent","cpu_core_157_percent","cpu_core_158_percent","cpu_core_159_percent","cpu_core_15_percent","cpu_core_160_percent","cpu_core_161_percent","cpu_core_162_percent","cpu_core_163_percent","cpu_core_164_percent","cpu_core_165_percent","cpu_core_166_percent","cpu_core_167_percent","cpu_core_168_percent","cpu_core_169_percent","cpu_core_16_percent","cpu_core_170_percent","cpu_core_171_percent","cpu_core_172_percent","cpu_core_173_percent","cpu_core_174_percent","cpu_core_175_percent","cpu_core_176_percent","cpu_core_177_percent","cpu_core_178_percent","cpu_core_179_percent","cpu_core_17_percent","cpu_core_180_percent","cpu_core_181_percent","cpu_core_182_percent","cpu_core_183_percent","cpu_core_184_percent","cpu_core_185_percent","cpu_core_186_percent","cpu_core_187_percent","cpu_core_188_percent","cpu_core_189_percent","cpu_core_18_percent","cpu_core_190_percent","cpu_core_191_percent","cpu_core_192_percent","cpu_core_193_percent","cpu_core_194_percent","cpu_core_195_percent","cpu_core_196_percent","cpu_core_197_percent","cpu_core_198_percent","cpu_core_199_percent","cpu_core_19_percent","cpu_core_1_percent","cpu_core_200_percent","cpu_core_201_percent","cpu_core_202_percent","cpu_core_203_percent","cpu_core_204_percent","cpu_core_205_percent","cpu_core_206_percent","cpu_core_207_percent","cpu_core_208_percent","cpu_core_209_percent","cpu_core_20_percent","cpu_core_210_percent","cpu_core_211_percent","cpu_core_212_percent","cpu_core_213_percent","cpu_core_214_percent","cpu_core_215_percent","cpu_core_216_percent","cpu_core_217_percent","cpu_core_218_percent","cpu_core_219_percent","cpu_core_21_percent","cpu_core_220_percent","cpu_core_221_percent","cpu_core_222_percent","cpu_core_223_percent","cpu_core_224_percent","cpu_core_225_percent","cpu_core_226_percent","cpu_core_227_percent","cpu_core_228_percent","cpu_core_229_percent","cpu_core_22_percent","cpu_core_230_percent","cpu_core_231_percent","cpu_core_232_percent","cpu_core_233_percent","cpu_core_234_percent","cpu_core_235_percent","cpu_core_236_percent","cpu_core_237_percent","cpu_core_238_percent","cpu_core_239_percent","cpu_core_23_percent","cpu_core_240_percent","cpu_core_241_percent","cpu_core_242_percent","cpu_core_243_percent","cpu_core_244_percent","cpu_core_245_percent","cpu_core_246_percent","cpu_core_247_percent","cpu_core_248_percent","cpu_core_249_percent","cpu_core_24_percent","cpu_core_250_percent","cpu_core_251_percent","cpu_core_252_percent","cpu_core_253_percent","cpu_core_254_percent","cpu_core_255_percent","cpu_core_25_percent","cpu_core_26_percent","cpu_core_27_percent","cpu_core_28_percent","cpu_core_29_percent","cpu_core_2_percent","cpu_core_30_percent","cpu_core_31_percent","cpu_core_32_percent","cpu_core_33_percent","cpu_core_34_percent","cpu_core_35_percent","cpu_core_36_percent","cpu_core_37_percent","cpu_core_38_percent","cpu_core_39_percent","cpu_core_3_percent","cpu_core_40_percent","cpu_core_41_percent","cpu_core_42_percent","cpu_core_43_percent","cpu_core_44_percent","cpu_core_45_percent","cpu_core_46_percent","cpu_core_47_percent","cpu_core_48_percent","cpu_core_49_percent","cpu_core_4_percent","cpu_core_50_percent","cpu_core_51_percent","cpu_core_52_percent","cpu_core_53_percent","cpu_core_54_percent","cpu_core_55_percent","cpu_core_56_percent","cpu_core_57_percent","cpu_core_58_percent","cpu_core_59_percent","cpu_core_5_percent","cpu_core_60_percent","cpu_core_61_percent","cpu_core_62_percent","cpu_core_63_percent","cpu_core_64_percent","cpu_core_65_percent","cpu_core_66_percent","cpu_core_67_percent","cpu_core_68_percent","cpu_core_69_percent","cpu_core_6_percent","cpu_core_70_percent","cpu_core_71_percent","cpu_core_72_percent","cpu_core_73_percent","cpu_core_74_percent","cpu_core_75_percent","cpu_core_76_percent","cpu_core_77_percent","cpu_core_78_percent","cpu_core_79_percent","cpu_core_7_percent","cpu_core_80_percent","cpu_core_81_percent","cpu_core_82_percent","cpu_core_83_percent","cpu_core_84_percent","cpu_core_85_percent","cpu_core_86_percent","cpu_core_87_percent","cpu_core_88_percent","cpu_core_89_percent","cpu_core_8_percent","cpu_core_90_percent","cpu_core_91_percent","cpu_core_92_percent","cpu_core_93_percent","cpu_core_94_percent","cpu_core_95_percent","cpu_core_96_percent","cpu_core_97_percent","cpu_core_98_percent","cpu_core_99_percent","cpu_core_9_percent","cpu_kernel_percent","cpu_percent","cpu_user_percent","decode_average_percent","decode_engine_count","decode_max_percent","dedicated_bytes","dedicated_total_bytes","disk_queue_length","disk_read_bytes_per_sec","disk_write_bytes_per_sec","dotnet_allocation_bytes_per_sec","dotnet_gc_committed_bytes","dotnet_gc_fragmentation_bytes","dotnet_gc_gen0_heap_bytes","dotnet_gc_gen1_heap_bytes","dotnet_gc_gen2_heap_bytes","dotnet_gc_loh_bytes","dotnet_gc_poh_bytes","dotnet_heap_bytes","encode_average_percent","encode_engine_count","encode_max_percent","free_zeroed_memory_bytes","gdi_object_count","gpu_dedicated_bytes","gpu_percent","gpu_shared_bytes","handle_count","io_read_bytes_per_sec","io_write_bytes_per_sec","modified_memory_bytes","network_received_bytes_per_sec","network_sent_bytes_per_sec","nonpaged_pool_bytes","page_faults_major_per_sec","paged_pool_bytes","pages_input_per_sec","pages_output_per_sec","path","physical_memory_bytes","private_bytes","process_count","shared_bytes","shared_total_bytes","standby_memory_bytes","task_name","thread_count","total_memory_bytes","user_object_count","utilization_percent","workset_bytes","workset_private_bytes","workset_shareable_bytes"];

export const PROCESS_METRICS: readonly MetricDefinition<'process', ProcessMetricId>[] = [
  {
    "id": "cpu_percent",
    "display_name": "CPU%",
    "target_kind": "process",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Share of total logical CPU capacity used by the process since the previous sample, 0 to 100.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GetProcessTimes kernel+user delta / (wall delta x logical CPUs)"
      },
      "linux": {
        "available": true,
        "source": "/proc/PID/stat utime+stime delta / (wall delta x logical CPUs)"
      }
    }
  },
  {
    "id": "private_bytes",
    "display_name": "PrivBytes",
    "target_kind": "process",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Private memory committed to the process (Linux: anonymous memory resident or swapped).",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQueryInformationProcess(ProcessVmCounters) PrivateUsage (PagefileUsage as the documented fallback)"
      },
      "linux": {
        "available": true,
        "source": "/proc/PID/status RssAnon + VmSwap (read from /proc/PID/statm, the same kernel counters in pages, while no swap is in use)"
      }
    }
  },
  {
    "id": "workset_bytes",
    "display_name": "WS",
    "target_kind": "process",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Physical memory currently mapped by the process (working set / resident set).",
    "platforms": {
      "win32": {
        "available": true,
        "source": "K32GetProcessMemoryInfo WorkingSetSize"
      },
      "linux": {
        "available": true,
        "source": "/proc/PID/status VmRSS (read from /proc/PID/statm, the same kernel counters in pages, while no swap is in use)"
      }
    }
  },
  {
    "id": "workset_private_bytes",
    "display_name": "WS Priv",
    "target_kind": "process",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Part of the working set that is private to the process.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQueryInformationProcess(ProcessVmCounters) VM_COUNTERS_EX2 PrivateWorkingSetSize (Windows 10 and later)"
      },
      "linux": {
        "available": true,
        "source": "/proc/PID/status RssAnon (read from /proc/PID/statm, the same kernel counters in pages, while no swap is in use)"
      }
    }
  },
  {
    "id": "workset_shareable_bytes",
    "display_name": "WS Shrbl",
    "target_kind": "process",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Part of the working set that can be shared with other processes.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "Working Set minus Working Set private when both exist in the same sample and the difference is not negative"
      },
      "linux": {
        "available": true,
        "source": "/proc/PID/status RssFile + RssShmem (read from /proc/PID/statm, the same kernel counters in pages, while no swap is in use)"
      }
    }
  },
  {
    "id": "thread_count",
    "display_name": "Thrd",
    "target_kind": "process",
    "unit": "count",
    "representation": "integer",
    "graphable": true,
    "description": "Number of threads of the process.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "Toolhelp thread count"
      },
      "linux": {
        "available": true,
        "source": "/proc/PID/stat num_threads (the counter /proc/PID/status shows as Threads)"
      }
    }
  },
  {
    "id": "handle_count",
    "display_name": "Hndl",
    "target_kind": "process",
    "unit": "count",
    "representation": "integer",
    "graphable": true,
    "description": "Number of open handles (Linux: open file descriptors).",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GetProcessHandleCount"
      },
      "linux": {
        "available": true,
        "source": "number of entries in /proc/PID/fd"
      }
    }
  },
  {
    "id": "user_object_count",
    "display_name": "USER",
    "target_kind": "process",
    "unit": "count",
    "representation": "integer",
    "graphable": true,
    "description": "Number of Windows USER objects.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GetGuiResources(GR_USEROBJECTS), sampled every 5 s"
      },
      "linux": {
        "available": false,
        "reason": "no Linux equivalent of Windows USER objects"
      }
    }
  },
  {
    "id": "gdi_object_count",
    "display_name": "GDI",
    "target_kind": "process",
    "unit": "count",
    "representation": "integer",
    "graphable": true,
    "description": "Number of Windows GDI objects.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GetGuiResources(GR_GDIOBJECTS), sampled every 5 s"
      },
      "linux": {
        "available": false,
        "reason": "no Linux equivalent of Windows GDI objects"
      }
    }
  },
  {
    "id": "gpu_percent",
    "display_name": "GPU%",
    "target_kind": "process",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "GPU engine utilization attributed to the process, clamped to 100. On Linux, a process using several GPUs reports its busiest device's value (each device's busiest engine class), never a sum across devices.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH GPU Engine utilization of the process, clamped to 100"
      },
      "linux": {
        "available": true,
        "source": "per device: DRM fdinfo drm-engine-<class> busy ns delta / wall delta / drm-engine-capacity-<class> (drm-cycles-<class> / drm-total-cycles-<class> for xe), busiest class; NVIDIA: NVML nvmlDeviceGetProcessUtilization (busiest of SM, encoder, decoder, mean of the interval's samples); the busiest device's value"
      }
    }
  },
  {
    "id": "dotnet_heap_bytes",
    "display_name": ".NET Heap",
    "target_kind": "process",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Total managed heap size. Requires explicit per-lifetime .NET collection authorization.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the dotnet-diagnostic pipe of an authorized .NET process (.NET 5 or later)"
      },
      "linux": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the diagnostics socket of an authorized .NET process (.NET 5 or later)"
      }
    },
    "collection_requirement": "dotnet_authorization"
  },
  {
    "id": "dotnet_gc_gen0_heap_bytes",
    "display_name": ".NET Gen0",
    "target_kind": "process",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Generation 0 heap size. Requires explicit per-lifetime .NET collection authorization.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the dotnet-diagnostic pipe of an authorized .NET process (.NET 5 or later)"
      },
      "linux": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the diagnostics socket of an authorized .NET process (.NET 5 or later)"
      }
    },
    "collection_requirement": "dotnet_authorization"
  },
  {
    "id": "dotnet_gc_gen1_heap_bytes",
    "display_name": ".NET Gen1",
    "target_kind": "process",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Generation 1 heap size. Requires explicit per-lifetime .NET collection authorization.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the dotnet-diagnostic pipe of an authorized .NET process (.NET 5 or later)"
      },
      "linux": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the diagnostics socket of an authorized .NET process (.NET 5 or later)"
      }
    },
    "collection_requirement": "dotnet_authorization"
  },
  {
    "id": "dotnet_gc_gen2_heap_bytes",
    "display_name": ".NET Gen2",
    "target_kind": "process",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Generation 2 heap size. Requires explicit per-lifetime .NET collection authorization.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the dotnet-diagnostic pipe of an authorized .NET process (.NET 5 or later)"
      },
      "linux": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the diagnostics socket of an authorized .NET process (.NET 5 or later)"
      }
    },
    "collection_requirement": "dotnet_authorization"
  },
  {
    "id": "dotnet_gc_loh_bytes",
    "display_name": ".NET LOH",
    "target_kind": "process",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Large object heap size. Requires explicit per-lifetime .NET collection authorization.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the dotnet-diagnostic pipe of an authorized .NET process (.NET 5 or later)"
      },
      "linux": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the diagnostics socket of an authorized .NET process (.NET 5 or later)"
      }
    },
    "collection_requirement": "dotnet_authorization"
  },
  {
    "id": "dotnet_gc_poh_bytes",
    "display_name": ".NET POH",
    "target_kind": "process",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Pinned object heap size. Requires explicit per-lifetime .NET collection authorization.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the dotnet-diagnostic pipe of an authorized .NET process (.NET 5 or later)"
      },
      "linux": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the diagnostics socket of an authorized .NET process (.NET 5 or later)"
      }
    },
    "collection_requirement": "dotnet_authorization"
  },
  {
    "id": "dotnet_gc_committed_bytes",
    "display_name": ".NET Commit",
    "target_kind": "process",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Memory committed by the garbage collector. Requires explicit per-lifetime .NET collection authorization.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the dotnet-diagnostic pipe of an authorized .NET process (.NET 5 or later)"
      },
      "linux": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the diagnostics socket of an authorized .NET process (.NET 5 or later)"
      }
    },
    "collection_requirement": "dotnet_authorization"
  },
  {
    "id": "dotnet_gc_fragmentation_bytes",
    "display_name": ".NET Frag",
    "target_kind": "process",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Free space inside the managed heap (fragmentation). Requires explicit per-lifetime .NET collection authorization.",
    "platforms": {
      "win32": {
        "available": false,
        "reason": "the runtime counters give fragmentation only as a percent of the heap; bytes would be an estimate, so it is reported missing"
      },
      "linux": {
        "available": false,
        "reason": "the runtime counters give fragmentation only as a percent of the heap; bytes would be an estimate, so it is reported missing"
      }
    },
    "collection_requirement": "dotnet_authorization"
  },
  {
    "id": "dotnet_allocation_bytes_per_sec",
    "display_name": ".NET Alloc/s",
    "target_kind": "process",
    "unit": "bytes_per_second",
    "representation": "integer",
    "graphable": true,
    "description": "Managed allocation rate. Requires explicit per-lifetime .NET collection authorization.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the dotnet-diagnostic pipe of an authorized .NET process (.NET 5 or later)"
      },
      "linux": {
        "available": true,
        "source": "System.Runtime EventCounters read over an EventPipe session on the diagnostics socket of an authorized .NET process (.NET 5 or later)"
      }
    },
    "collection_requirement": "dotnet_authorization"
  },
  {
    "id": "gpu_dedicated_bytes",
    "display_name": "GPU D",
    "target_kind": "process",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Dedicated GPU memory used by the process, summed over the GPUs it uses.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH GPU Process Memory Dedicated Usage"
      },
      "linux": {
        "available": true,
        "source": "DRM fdinfo drm-resident-vram*/local* (else drm-memory-vram*) where the driver exposes it; NVIDIA: NVML usedGpuMemory of the compute and graphics process lists"
      }
    }
  },
  {
    "id": "gpu_shared_bytes",
    "display_name": "GPU S",
    "target_kind": "process",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Shared (system) GPU memory used by the process, summed over the GPUs it uses.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH GPU Process Memory Shared Usage"
      },
      "linux": {
        "available": true,
        "source": "DRM fdinfo drm-resident-gtt / -system* / -memory (else drm-memory-*) where the driver exposes it; not reported by NVML"
      }
    }
  },
  {
    "id": "io_read_bytes_per_sec",
    "display_name": "IO Read/s",
    "target_kind": "process",
    "unit": "bytes_per_second",
    "representation": "integer",
    "graphable": true,
    "description": "Bytes read per second by the process, all I/O kinds.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GetProcessIoCounters ReadTransferCount delta per second"
      },
      "linux": {
        "available": true,
        "source": "/proc/PID/io rchar delta per second (all I/O, like the Windows counter)"
      }
    }
  },
  {
    "id": "io_write_bytes_per_sec",
    "display_name": "IO Write/s",
    "target_kind": "process",
    "unit": "bytes_per_second",
    "representation": "integer",
    "graphable": true,
    "description": "Bytes written per second by the process, all I/O kinds.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GetProcessIoCounters WriteTransferCount delta per second"
      },
      "linux": {
        "available": true,
        "source": "/proc/PID/io wchar delta per second (all I/O, like the Windows counter)"
      }
    }
  },
  {
    "id": "page_faults_major_per_sec",
    "display_name": "MajFlt/s",
    "target_kind": "process",
    "unit": "events_per_second",
    "representation": "integer",
    "graphable": true,
    "description": "Page faults per second of the process. Linux: major faults only (the faulting access waited for a page to be read from disk or swap), the per-process view of memory pressure. Windows: every page fault (soft and hard), because that is the only per-process count the system keeps.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQueryInformationProcess(ProcessVmCounters) PageFaultCount delta per second (all faults, soft and hard)"
      },
      "linux": {
        "available": true,
        "source": "/proc/PID/stat majflt delta per second"
      }
    }
  },
  {
    "id": "network_received_bytes_per_sec",
    "display_name": "Net Recv/s",
    "target_kind": "process",
    "unit": "bytes_per_second",
    "representation": "integer",
    "graphable": true,
    "description": "TCP payload bytes received per second by the process's sockets. Counted: TCP over IPv4 and IPv6 in the monitor's network namespace, per socket, attributed to every process holding the socket (a socket inherited across fork counts for each holder). Not counted: UDP and other datagram payload, Unix sockets, bytes of a socket that closed within the interval (its counters are gone before the next sample), and sockets of a process in another network namespace (unavailable there).",
    "platforms": {
      "win32": {
        "available": false,
        "reason": "Per-connection byte counts (GetPerTcpConnectionEStats) are collected only after SetPerTcpConnectionEStats enabled them, which needs an administrator; an unelevated monitor cannot read them, so the metric is unavailable (unsupported)."
      },
      "linux": {
        "available": true,
        "source": "NETLINK_SOCK_DIAG inet_diag dump of TCP sockets with tcp_info: tcpi_bytes_received delta per second, summed over the socket inodes the process holds (/proc/PID/fd socket links)"
      }
    }
  },
  {
    "id": "network_sent_bytes_per_sec",
    "display_name": "Net Send/s",
    "target_kind": "process",
    "unit": "bytes_per_second",
    "representation": "integer",
    "graphable": true,
    "description": "TCP payload bytes sent per second by the process's sockets, counted when the peer acknowledged them. Counted: TCP over IPv4 and IPv6 in the monitor's network namespace, per socket, attributed to every process holding the socket (a socket inherited across fork counts for each holder). Not counted: UDP and other datagram payload, Unix sockets, bytes of a socket that closed within the interval (its counters are gone before the next sample), and sockets of a process in another network namespace (unavailable there).",
    "platforms": {
      "win32": {
        "available": false,
        "reason": "Per-connection byte counts (GetPerTcpConnectionEStats) are collected only after SetPerTcpConnectionEStats enabled them, which needs an administrator; an unelevated monitor cannot read them, so the metric is unavailable (unsupported)."
      },
      "linux": {
        "available": true,
        "source": "NETLINK_SOCK_DIAG inet_diag dump of TCP sockets with tcp_info: tcpi_bytes_acked delta per second, summed over the socket inodes the process holds (/proc/PID/fd socket links)"
      }
    }
  },
  {
    "id": "path",
    "display_name": "Full Path",
    "target_kind": "process",
    "unit": "text",
    "representation": "text",
    "graphable": false,
    "description": "Full path of the process executable. Text, not a Graph metric.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "QueryFullProcessImageNameW"
      },
      "linux": {
        "available": true,
        "source": "readlink /proc/PID/exe"
      }
    }
  },
  {
    "id": "task_name",
    "display_name": "Task Name",
    "target_kind": "process",
    "unit": "text",
    "representation": "text",
    "graphable": false,
    "description": "The task name the kernel shows for the process's main thread now (Linux comm, at most 15 bytes). It differs from the process name when the program renamed its main thread (Node 24's MainThread, prctl PR_SET_NAME); the process name stays fixed for the lifetime. Text, not a Graph metric.",
    "platforms": {
      "win32": {
        "available": false,
        "source": "none: a Windows process is named by its image file and has no task name"
      },
      "linux": {
        "available": true,
        "source": "/proc/PID/stat comm"
      }
    }
  }
];
export const SYSTEM_METRICS: readonly MetricDefinition<'system', SystemMetricId>[] = [
  {
    "id": "physical_memory_bytes",
    "display_name": "Mem Used",
    "target_kind": "system",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Physical memory in use.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GlobalMemoryStatusEx ullTotalPhys - ullAvailPhys"
      },
      "linux": {
        "available": true,
        "source": "/proc/meminfo MemTotal - MemAvailable"
      }
    }
  },
  {
    "id": "total_memory_bytes",
    "display_name": "Mem Total",
    "target_kind": "system",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Total physical memory.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GlobalMemoryStatusEx ullTotalPhys"
      },
      "linux": {
        "available": true,
        "source": "/proc/meminfo MemTotal"
      }
    }
  },
  {
    "id": "available_memory_bytes",
    "display_name": "Mem Avail",
    "target_kind": "system",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Physical memory available for new allocations without swapping.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GlobalMemoryStatusEx ullAvailPhys"
      },
      "linux": {
        "available": true,
        "source": "/proc/meminfo MemAvailable"
      }
    }
  },
  {
    "id": "modified_memory_bytes",
    "display_name": "Modified",
    "target_kind": "system",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Memory holding modified data not yet written to disk.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH Memory Modified Page List Bytes"
      },
      "linux": {
        "available": true,
        "source": "/proc/meminfo Dirty + Writeback"
      }
    }
  },
  {
    "id": "standby_memory_bytes",
    "display_name": "Standby",
    "target_kind": "system",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Cached file data that can be reclaimed.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH Memory Standby Cache bytes (sum of priorities)"
      },
      "linux": {
        "available": true,
        "source": "/proc/meminfo Active(file) + Inactive(file)"
      }
    }
  },
  {
    "id": "free_zeroed_memory_bytes",
    "display_name": "Free",
    "target_kind": "system",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Memory that is free and unused.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH Memory Free & Zero Page List Bytes"
      },
      "linux": {
        "available": true,
        "source": "/proc/meminfo MemFree"
      }
    }
  },
  {
    "id": "committed_bytes",
    "display_name": "Commit",
    "target_kind": "system",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Virtual memory committed by all processes.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GetPerformanceInfo CommitTotal x PageSize"
      },
      "linux": {
        "available": true,
        "source": "/proc/meminfo Committed_AS"
      }
    }
  },
  {
    "id": "commit_limit_bytes",
    "display_name": "Commit Limit",
    "target_kind": "system",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Limit of committable virtual memory.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GetPerformanceInfo CommitLimit x PageSize"
      },
      "linux": {
        "available": true,
        "source": "/proc/meminfo CommitLimit"
      }
    }
  },
  {
    "id": "paged_pool_bytes",
    "display_name": "Paged Pool",
    "target_kind": "system",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Pageable kernel memory.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GetPerformanceInfo KernelPaged x PageSize"
      },
      "linux": {
        "available": false,
        "reason": "Linux kernel memory is not pageable; no equivalent"
      }
    }
  },
  {
    "id": "nonpaged_pool_bytes",
    "display_name": "Nonpaged Pool",
    "target_kind": "system",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Kernel memory that is never paged out.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GetPerformanceInfo KernelNonpaged x PageSize"
      },
      "linux": {
        "available": true,
        "source": "/proc/meminfo SUnreclaim + KernelStack + PageTables"
      }
    }
  },
  {
    "id": "pages_input_per_sec",
    "display_name": "Pages In/s",
    "target_kind": "system",
    "unit": "pages_per_second",
    "representation": "integer",
    "graphable": true,
    "description": "Pages read from disk per second to resolve hard page faults (paging file or mapped files).",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH Memory Pages Input/sec"
      },
      "linux": {
        "available": true,
        "source": "/proc/vmstat pgmajfault delta per second: major faults (each read from swap or a file), one per fault where Windows counts pages"
      }
    }
  },
  {
    "id": "pages_output_per_sec",
    "display_name": "Pages Out/s",
    "target_kind": "system",
    "unit": "pages_per_second",
    "representation": "integer",
    "graphable": true,
    "description": "Pages written to disk per second to free physical memory (paging file or mapped files).",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH Memory Pages Output/sec"
      },
      "linux": {
        "available": true,
        "source": "/proc/vmstat nr_vmscan_write delta per second: pages page reclaim wrote out (anonymous pages to swap, dirty file pages to their files)"
      }
    }
  },
  {
    "id": "process_count",
    "display_name": "Processes",
    "target_kind": "system",
    "unit": "count",
    "representation": "integer",
    "graphable": true,
    "description": "Number of processes.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "number of processes in the snapshot"
      },
      "linux": {
        "available": true,
        "source": "number of numeric entries in /proc"
      }
    }
  },
  {
    "id": "thread_count",
    "display_name": "Threads",
    "target_kind": "system",
    "unit": "count",
    "representation": "integer",
    "graphable": true,
    "description": "Number of threads on the host.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "sum of the threads of every process in the snapshot"
      },
      "linux": {
        "available": true,
        "source": "sum of the threads of every process in the snapshot"
      }
    }
  },
  {
    "id": "cpu_percent",
    "display_name": "CPU%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Total CPU utilization of all logical CPUs, 0 to 100.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GetSystemTimes delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat aggregate cpu line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_user_percent",
    "display_name": "CPU User%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "CPU time spent in user mode, 0 to 100.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GetSystemTimes user delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat user + nice delta"
      }
    }
  },
  {
    "id": "cpu_kernel_percent",
    "display_name": "CPU Kernel%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "CPU time spent in kernel mode, 0 to 100.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GetSystemTimes kernel - idle delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat system + irq + softirq delta"
      }
    }
  },
  {
    "id": "cpu_average_percent",
    "display_name": "CPU Avg%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Mean utilization across logical CPUs, 0 to 100.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "GetSystemTimes delta (every logical CPU has the same wall time, so the mean of per-CPU shares equals the aggregate)"
      },
      "linux": {
        "available": true,
        "source": "mean of per-CPU busy percent from the /proc/stat cpuN lines"
      }
    }
  },
  {
    "id": "cpu_core_0_percent",
    "display_name": "CPU0%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 0 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 0: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu0 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_1_percent",
    "display_name": "CPU1%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 1 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 1: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu1 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_2_percent",
    "display_name": "CPU2%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 2 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 2: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu2 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_3_percent",
    "display_name": "CPU3%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 3 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 3: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu3 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_4_percent",
    "display_name": "CPU4%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 4 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 4: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu4 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_5_percent",
    "display_name": "CPU5%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 5 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 5: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu5 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_6_percent",
    "display_name": "CPU6%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 6 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 6: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu6 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_7_percent",
    "display_name": "CPU7%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 7 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 7: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu7 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_8_percent",
    "display_name": "CPU8%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 8 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 8: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu8 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_9_percent",
    "display_name": "CPU9%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 9 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 9: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu9 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_10_percent",
    "display_name": "CPU10%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 10 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 10: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu10 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_11_percent",
    "display_name": "CPU11%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 11 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 11: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu11 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_12_percent",
    "display_name": "CPU12%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 12 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 12: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu12 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_13_percent",
    "display_name": "CPU13%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 13 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 13: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu13 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_14_percent",
    "display_name": "CPU14%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 14 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 14: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu14 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_15_percent",
    "display_name": "CPU15%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 15 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 15: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu15 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_16_percent",
    "display_name": "CPU16%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 16 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 16: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu16 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_17_percent",
    "display_name": "CPU17%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 17 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 17: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu17 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_18_percent",
    "display_name": "CPU18%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 18 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 18: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu18 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_19_percent",
    "display_name": "CPU19%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 19 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 19: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu19 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_20_percent",
    "display_name": "CPU20%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 20 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 20: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu20 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_21_percent",
    "display_name": "CPU21%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 21 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 21: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu21 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_22_percent",
    "display_name": "CPU22%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 22 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 22: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu22 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_23_percent",
    "display_name": "CPU23%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 23 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 23: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu23 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_24_percent",
    "display_name": "CPU24%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 24 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 24: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu24 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_25_percent",
    "display_name": "CPU25%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 25 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 25: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu25 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_26_percent",
    "display_name": "CPU26%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 26 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 26: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu26 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_27_percent",
    "display_name": "CPU27%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 27 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 27: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu27 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_28_percent",
    "display_name": "CPU28%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 28 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 28: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu28 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_29_percent",
    "display_name": "CPU29%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 29 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 29: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu29 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_30_percent",
    "display_name": "CPU30%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 30 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 30: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu30 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_31_percent",
    "display_name": "CPU31%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 31 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 31: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu31 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_32_percent",
    "display_name": "CPU32%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 32 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 32: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu32 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_33_percent",
    "display_name": "CPU33%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 33 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 33: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu33 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_34_percent",
    "display_name": "CPU34%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 34 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 34: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu34 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_35_percent",
    "display_name": "CPU35%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 35 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 35: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu35 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_36_percent",
    "display_name": "CPU36%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 36 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 36: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu36 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_37_percent",
    "display_name": "CPU37%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 37 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 37: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu37 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_38_percent",
    "display_name": "CPU38%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 38 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 38: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu38 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_39_percent",
    "display_name": "CPU39%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 39 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 39: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu39 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_40_percent",
    "display_name": "CPU40%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 40 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 40: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu40 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_41_percent",
    "display_name": "CPU41%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 41 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 41: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu41 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_42_percent",
    "display_name": "CPU42%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 42 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 42: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu42 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_43_percent",
    "display_name": "CPU43%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 43 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 43: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu43 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_44_percent",
    "display_name": "CPU44%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 44 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 44: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu44 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_45_percent",
    "display_name": "CPU45%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 45 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 45: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu45 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_46_percent",
    "display_name": "CPU46%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 46 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 46: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu46 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_47_percent",
    "display_name": "CPU47%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 47 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 47: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu47 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_48_percent",
    "display_name": "CPU48%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 48 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 48: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu48 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_49_percent",
    "display_name": "CPU49%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 49 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 49: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu49 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_50_percent",
    "display_name": "CPU50%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 50 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 50: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu50 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_51_percent",
    "display_name": "CPU51%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 51 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 51: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu51 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_52_percent",
    "display_name": "CPU52%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 52 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 52: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu52 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_53_percent",
    "display_name": "CPU53%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 53 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 53: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu53 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_54_percent",
    "display_name": "CPU54%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 54 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 54: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu54 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_55_percent",
    "display_name": "CPU55%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 55 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 55: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu55 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_56_percent",
    "display_name": "CPU56%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 56 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 56: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu56 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_57_percent",
    "display_name": "CPU57%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 57 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 57: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu57 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_58_percent",
    "display_name": "CPU58%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 58 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 58: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu58 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_59_percent",
    "display_name": "CPU59%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 59 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 59: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu59 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_60_percent",
    "display_name": "CPU60%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 60 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 60: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu60 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_61_percent",
    "display_name": "CPU61%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 61 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 61: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu61 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_62_percent",
    "display_name": "CPU62%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 62 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 62: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu62 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_63_percent",
    "display_name": "CPU63%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 63 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 63: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu63 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_64_percent",
    "display_name": "CPU64%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 64 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 64: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu64 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_65_percent",
    "display_name": "CPU65%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 65 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 65: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu65 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_66_percent",
    "display_name": "CPU66%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 66 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 66: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu66 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_67_percent",
    "display_name": "CPU67%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 67 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 67: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu67 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_68_percent",
    "display_name": "CPU68%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 68 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 68: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu68 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_69_percent",
    "display_name": "CPU69%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 69 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 69: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu69 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_70_percent",
    "display_name": "CPU70%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 70 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 70: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu70 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_71_percent",
    "display_name": "CPU71%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 71 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 71: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu71 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_72_percent",
    "display_name": "CPU72%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 72 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 72: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu72 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_73_percent",
    "display_name": "CPU73%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 73 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 73: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu73 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_74_percent",
    "display_name": "CPU74%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 74 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 74: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu74 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_75_percent",
    "display_name": "CPU75%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 75 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 75: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu75 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_76_percent",
    "display_name": "CPU76%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 76 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 76: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu76 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_77_percent",
    "display_name": "CPU77%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 77 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 77: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu77 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_78_percent",
    "display_name": "CPU78%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 78 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 78: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu78 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_79_percent",
    "display_name": "CPU79%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 79 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 79: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu79 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_80_percent",
    "display_name": "CPU80%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 80 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 80: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu80 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_81_percent",
    "display_name": "CPU81%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 81 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 81: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu81 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_82_percent",
    "display_name": "CPU82%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 82 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 82: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu82 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_83_percent",
    "display_name": "CPU83%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 83 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 83: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu83 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_84_percent",
    "display_name": "CPU84%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 84 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 84: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu84 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_85_percent",
    "display_name": "CPU85%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 85 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 85: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu85 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_86_percent",
    "display_name": "CPU86%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 86 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 86: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu86 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_87_percent",
    "display_name": "CPU87%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 87 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 87: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu87 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_88_percent",
    "display_name": "CPU88%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 88 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 88: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu88 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_89_percent",
    "display_name": "CPU89%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 89 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 89: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu89 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_90_percent",
    "display_name": "CPU90%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 90 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 90: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu90 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_91_percent",
    "display_name": "CPU91%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 91 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 91: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu91 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_92_percent",
    "display_name": "CPU92%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 92 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 92: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu92 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_93_percent",
    "display_name": "CPU93%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 93 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 93: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu93 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_94_percent",
    "display_name": "CPU94%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 94 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 94: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu94 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_95_percent",
    "display_name": "CPU95%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 95 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 95: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu95 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_96_percent",
    "display_name": "CPU96%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 96 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 96: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu96 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_97_percent",
    "display_name": "CPU97%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 97 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 97: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu97 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_98_percent",
    "display_name": "CPU98%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 98 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 98: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu98 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_99_percent",
    "display_name": "CPU99%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 99 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 99: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu99 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_100_percent",
    "display_name": "CPU100%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 100 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 100: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu100 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_101_percent",
    "display_name": "CPU101%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 101 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 101: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu101 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_102_percent",
    "display_name": "CPU102%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 102 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 102: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu102 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_103_percent",
    "display_name": "CPU103%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 103 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 103: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu103 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_104_percent",
    "display_name": "CPU104%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 104 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 104: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu104 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_105_percent",
    "display_name": "CPU105%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 105 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 105: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu105 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_106_percent",
    "display_name": "CPU106%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 106 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 106: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu106 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_107_percent",
    "display_name": "CPU107%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 107 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 107: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu107 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_108_percent",
    "display_name": "CPU108%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 108 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 108: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu108 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_109_percent",
    "display_name": "CPU109%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 109 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 109: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu109 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_110_percent",
    "display_name": "CPU110%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 110 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 110: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu110 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_111_percent",
    "display_name": "CPU111%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 111 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 111: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu111 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_112_percent",
    "display_name": "CPU112%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 112 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 112: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu112 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_113_percent",
    "display_name": "CPU113%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 113 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 113: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu113 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_114_percent",
    "display_name": "CPU114%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 114 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 114: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu114 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_115_percent",
    "display_name": "CPU115%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 115 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 115: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu115 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_116_percent",
    "display_name": "CPU116%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 116 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 116: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu116 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_117_percent",
    "display_name": "CPU117%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 117 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 117: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu117 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_118_percent",
    "display_name": "CPU118%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 118 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 118: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu118 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_119_percent",
    "display_name": "CPU119%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 119 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 119: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu119 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_120_percent",
    "display_name": "CPU120%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 120 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 120: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu120 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_121_percent",
    "display_name": "CPU121%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 121 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 121: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu121 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_122_percent",
    "display_name": "CPU122%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 122 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 122: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu122 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_123_percent",
    "display_name": "CPU123%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 123 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 123: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu123 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_124_percent",
    "display_name": "CPU124%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 124 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 124: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu124 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_125_percent",
    "display_name": "CPU125%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 125 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 125: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu125 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_126_percent",
    "display_name": "CPU126%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 126 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 126: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu126 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_127_percent",
    "display_name": "CPU127%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 127 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 127: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu127 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_128_percent",
    "display_name": "CPU128%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 128 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 128: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu128 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_129_percent",
    "display_name": "CPU129%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 129 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 129: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu129 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_130_percent",
    "display_name": "CPU130%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 130 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 130: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu130 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_131_percent",
    "display_name": "CPU131%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 131 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 131: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu131 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_132_percent",
    "display_name": "CPU132%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 132 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 132: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu132 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_133_percent",
    "display_name": "CPU133%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 133 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 133: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu133 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_134_percent",
    "display_name": "CPU134%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 134 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 134: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu134 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_135_percent",
    "display_name": "CPU135%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 135 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 135: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu135 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_136_percent",
    "display_name": "CPU136%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 136 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 136: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu136 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_137_percent",
    "display_name": "CPU137%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 137 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 137: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu137 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_138_percent",
    "display_name": "CPU138%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 138 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 138: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu138 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_139_percent",
    "display_name": "CPU139%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 139 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 139: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu139 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_140_percent",
    "display_name": "CPU140%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 140 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 140: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu140 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_141_percent",
    "display_name": "CPU141%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 141 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 141: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu141 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_142_percent",
    "display_name": "CPU142%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 142 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 142: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu142 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_143_percent",
    "display_name": "CPU143%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 143 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 143: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu143 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_144_percent",
    "display_name": "CPU144%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 144 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 144: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu144 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_145_percent",
    "display_name": "CPU145%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 145 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 145: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu145 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_146_percent",
    "display_name": "CPU146%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 146 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 146: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu146 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_147_percent",
    "display_name": "CPU147%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 147 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 147: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu147 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_148_percent",
    "display_name": "CPU148%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 148 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 148: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu148 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_149_percent",
    "display_name": "CPU149%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 149 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 149: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu149 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_150_percent",
    "display_name": "CPU150%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 150 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 150: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu150 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_151_percent",
    "display_name": "CPU151%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 151 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 151: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu151 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_152_percent",
    "display_name": "CPU152%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 152 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 152: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu152 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_153_percent",
    "display_name": "CPU153%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 153 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 153: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu153 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_154_percent",
    "display_name": "CPU154%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 154 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 154: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu154 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_155_percent",
    "display_name": "CPU155%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 155 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 155: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu155 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_156_percent",
    "display_name": "CPU156%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 156 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 156: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu156 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_157_percent",
    "display_name": "CPU157%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 157 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 157: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu157 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_158_percent",
    "display_name": "CPU158%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 158 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 158: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu158 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_159_percent",
    "display_name": "CPU159%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 159 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 159: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu159 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_160_percent",
    "display_name": "CPU160%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 160 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 160: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu160 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_161_percent",
    "display_name": "CPU161%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 161 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 161: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu161 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_162_percent",
    "display_name": "CPU162%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 162 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 162: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu162 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_163_percent",
    "display_name": "CPU163%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 163 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 163: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu163 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_164_percent",
    "display_name": "CPU164%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 164 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 164: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu164 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_165_percent",
    "display_name": "CPU165%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 165 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 165: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu165 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_166_percent",
    "display_name": "CPU166%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 166 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 166: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu166 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_167_percent",
    "display_name": "CPU167%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 167 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 167: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu167 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_168_percent",
    "display_name": "CPU168%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 168 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 168: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu168 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_169_percent",
    "display_name": "CPU169%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 169 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 169: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu169 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_170_percent",
    "display_name": "CPU170%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 170 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 170: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu170 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_171_percent",
    "display_name": "CPU171%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 171 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 171: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu171 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_172_percent",
    "display_name": "CPU172%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 172 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 172: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu172 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_173_percent",
    "display_name": "CPU173%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 173 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 173: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu173 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_174_percent",
    "display_name": "CPU174%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 174 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 174: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu174 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_175_percent",
    "display_name": "CPU175%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 175 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 175: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu175 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_176_percent",
    "display_name": "CPU176%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 176 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 176: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu176 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_177_percent",
    "display_name": "CPU177%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 177 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 177: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu177 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_178_percent",
    "display_name": "CPU178%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 178 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 178: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu178 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_179_percent",
    "display_name": "CPU179%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 179 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 179: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu179 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_180_percent",
    "display_name": "CPU180%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 180 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 180: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu180 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_181_percent",
    "display_name": "CPU181%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 181 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 181: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu181 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_182_percent",
    "display_name": "CPU182%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 182 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 182: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu182 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_183_percent",
    "display_name": "CPU183%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 183 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 183: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu183 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_184_percent",
    "display_name": "CPU184%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 184 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 184: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu184 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_185_percent",
    "display_name": "CPU185%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 185 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 185: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu185 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_186_percent",
    "display_name": "CPU186%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 186 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 186: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu186 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_187_percent",
    "display_name": "CPU187%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 187 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 187: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu187 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_188_percent",
    "display_name": "CPU188%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 188 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 188: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu188 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_189_percent",
    "display_name": "CPU189%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 189 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 189: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu189 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_190_percent",
    "display_name": "CPU190%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 190 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 190: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu190 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_191_percent",
    "display_name": "CPU191%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 191 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 191: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu191 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_192_percent",
    "display_name": "CPU192%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 192 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 192: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu192 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_193_percent",
    "display_name": "CPU193%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 193 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 193: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu193 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_194_percent",
    "display_name": "CPU194%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 194 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 194: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu194 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_195_percent",
    "display_name": "CPU195%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 195 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 195: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu195 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_196_percent",
    "display_name": "CPU196%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 196 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 196: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu196 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_197_percent",
    "display_name": "CPU197%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 197 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 197: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu197 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_198_percent",
    "display_name": "CPU198%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 198 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 198: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu198 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_199_percent",
    "display_name": "CPU199%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 199 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 199: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu199 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_200_percent",
    "display_name": "CPU200%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 200 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 200: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu200 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_201_percent",
    "display_name": "CPU201%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 201 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 201: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu201 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_202_percent",
    "display_name": "CPU202%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 202 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 202: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu202 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_203_percent",
    "display_name": "CPU203%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 203 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 203: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu203 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_204_percent",
    "display_name": "CPU204%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 204 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 204: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu204 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_205_percent",
    "display_name": "CPU205%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 205 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 205: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu205 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_206_percent",
    "display_name": "CPU206%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 206 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 206: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu206 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_207_percent",
    "display_name": "CPU207%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 207 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 207: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu207 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_208_percent",
    "display_name": "CPU208%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 208 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 208: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu208 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_209_percent",
    "display_name": "CPU209%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 209 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 209: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu209 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_210_percent",
    "display_name": "CPU210%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 210 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 210: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu210 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_211_percent",
    "display_name": "CPU211%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 211 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 211: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu211 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_212_percent",
    "display_name": "CPU212%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 212 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 212: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu212 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_213_percent",
    "display_name": "CPU213%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 213 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 213: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu213 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_214_percent",
    "display_name": "CPU214%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 214 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 214: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu214 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_215_percent",
    "display_name": "CPU215%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 215 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 215: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu215 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_216_percent",
    "display_name": "CPU216%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 216 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 216: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu216 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_217_percent",
    "display_name": "CPU217%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 217 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 217: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu217 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_218_percent",
    "display_name": "CPU218%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 218 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 218: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu218 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_219_percent",
    "display_name": "CPU219%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 219 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 219: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu219 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_220_percent",
    "display_name": "CPU220%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 220 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 220: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu220 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_221_percent",
    "display_name": "CPU221%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 221 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 221: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu221 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_222_percent",
    "display_name": "CPU222%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 222 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 222: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu222 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_223_percent",
    "display_name": "CPU223%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 223 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 223: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu223 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_224_percent",
    "display_name": "CPU224%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 224 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 224: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu224 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_225_percent",
    "display_name": "CPU225%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 225 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 225: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu225 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_226_percent",
    "display_name": "CPU226%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 226 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 226: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu226 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_227_percent",
    "display_name": "CPU227%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 227 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 227: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu227 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_228_percent",
    "display_name": "CPU228%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 228 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 228: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu228 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_229_percent",
    "display_name": "CPU229%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 229 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 229: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu229 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_230_percent",
    "display_name": "CPU230%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 230 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 230: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu230 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_231_percent",
    "display_name": "CPU231%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 231 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 231: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu231 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_232_percent",
    "display_name": "CPU232%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 232 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 232: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu232 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_233_percent",
    "display_name": "CPU233%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 233 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 233: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu233 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_234_percent",
    "display_name": "CPU234%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 234 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 234: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu234 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_235_percent",
    "display_name": "CPU235%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 235 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 235: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu235 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_236_percent",
    "display_name": "CPU236%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 236 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 236: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu236 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_237_percent",
    "display_name": "CPU237%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 237 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 237: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu237 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_238_percent",
    "display_name": "CPU238%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 238 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 238: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu238 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_239_percent",
    "display_name": "CPU239%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 239 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 239: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu239 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_240_percent",
    "display_name": "CPU240%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 240 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 240: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu240 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_241_percent",
    "display_name": "CPU241%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 241 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 241: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu241 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_242_percent",
    "display_name": "CPU242%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 242 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 242: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu242 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_243_percent",
    "display_name": "CPU243%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 243 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 243: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu243 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_244_percent",
    "display_name": "CPU244%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 244 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 244: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu244 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_245_percent",
    "display_name": "CPU245%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 245 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 245: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu245 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_246_percent",
    "display_name": "CPU246%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 246 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 246: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu246 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_247_percent",
    "display_name": "CPU247%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 247 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 247: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu247 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_248_percent",
    "display_name": "CPU248%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 248 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 248: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu248 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_249_percent",
    "display_name": "CPU249%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 249 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 249: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu249 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_250_percent",
    "display_name": "CPU250%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 250 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 250: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu250 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_251_percent",
    "display_name": "CPU251%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 251 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 251: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu251 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_252_percent",
    "display_name": "CPU252%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 252 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 252: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu252 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_253_percent",
    "display_name": "CPU253%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 253 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 253: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu253 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_254_percent",
    "display_name": "CPU254%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 254 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 254: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu254 line delta (busy / total)"
      }
    }
  },
  {
    "id": "cpu_core_255_percent",
    "display_name": "CPU255%",
    "target_kind": "system",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Utilization of logical CPU 255 alone (its busy share of its own time since the previous sample), 0 to 100. A CPU the host does not have (or has offline) has no value.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "NtQuerySystemInformation(SystemProcessorPerformanceInformation) entry 255: (kernel + user - idle) / (kernel + user) delta"
      },
      "linux": {
        "available": true,
        "source": "/proc/stat cpu255 line delta (busy / total)"
      }
    }
  },
  {
    "id": "disk_read_bytes_per_sec",
    "display_name": "Disk Read/s",
    "target_kind": "system",
    "unit": "bytes_per_second",
    "representation": "integer",
    "graphable": true,
    "description": "Bytes read from physical disks per second.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH PhysicalDisk(_Total) Disk Read Bytes/sec"
      },
      "linux": {
        "available": true,
        "source": "/proc/diskstats sectors read delta x 512 over whole disks"
      }
    }
  },
  {
    "id": "disk_write_bytes_per_sec",
    "display_name": "Disk Write/s",
    "target_kind": "system",
    "unit": "bytes_per_second",
    "representation": "integer",
    "graphable": true,
    "description": "Bytes written to physical disks per second.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH PhysicalDisk(_Total) Disk Write Bytes/sec"
      },
      "linux": {
        "available": true,
        "source": "/proc/diskstats sectors written delta x 512 over whole disks"
      }
    }
  },
  {
    "id": "disk_queue_length",
    "display_name": "Disk Queue",
    "target_kind": "system",
    "unit": "count",
    "representation": "float",
    "graphable": true,
    "description": "Average number of outstanding disk requests.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH PhysicalDisk(_Total) Avg. Disk Queue Length"
      },
      "linux": {
        "available": true,
        "source": "/proc/diskstats weighted time in queue delta / wall delta over whole disks"
      }
    }
  },
  {
    "id": "network_received_bytes_per_sec",
    "display_name": "Net Recv/s",
    "target_kind": "system",
    "unit": "bytes_per_second",
    "representation": "integer",
    "graphable": true,
    "description": "Bytes received per second over network interfaces.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH Network Interface Bytes Received/sec summed"
      },
      "linux": {
        "available": true,
        "source": "/proc/net/dev receive bytes delta, excluding lo"
      }
    }
  },
  {
    "id": "network_sent_bytes_per_sec",
    "display_name": "Net Sent/s",
    "target_kind": "system",
    "unit": "bytes_per_second",
    "representation": "integer",
    "graphable": true,
    "description": "Bytes sent per second over network interfaces.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH Network Interface Bytes Sent/sec summed"
      },
      "linux": {
        "available": true,
        "source": "/proc/net/dev transmit bytes delta, excluding lo"
      }
    }
  }
];
export const GPU_ADAPTER_METRICS: readonly MetricDefinition<'gpu_adapter', GpuAdapterMetricId>[] = [
  {
    "id": "utilization_percent",
    "display_name": "GPU%",
    "target_kind": "gpu_adapter",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Adapter utilization, 0 to 100.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH GPU Engine utilization per adapter (max over engine types)"
      },
      "linux": {
        "available": true,
        "source": "busiest engine class of the DRM fdinfo sums over the device's clients (each drm-client-id once; only when every process's descriptors could be read), else amdgpu's gpu_busy_percent; NVIDIA: NVML nvmlDeviceGetUtilizationRates"
      }
    }
  },
  {
    "id": "encode_average_percent",
    "display_name": "Enc Avg%",
    "target_kind": "gpu_adapter",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Mean utilization of video encode engines.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH GPU Engine VideoEncode engines, mean"
      },
      "linux": {
        "available": true,
        "source": "DRM fdinfo sums over the device's clients of the encode classes (enc, enc_1 (amdgpu), video (i915), vcs (xe)): busy time over all their engines; NVIDIA: nvmlDeviceGetEncoderUtilization"
      }
    }
  },
  {
    "id": "encode_max_percent",
    "display_name": "Enc Max%",
    "target_kind": "gpu_adapter",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Maximum utilization of any video encode engine.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH GPU Engine VideoEncode engines, maximum"
      },
      "linux": {
        "available": true,
        "source": "DRM fdinfo: the busiest encode class (a class of several engines counts as its mean: fdinfo has no per-engine split); NVIDIA: nvmlDeviceGetEncoderUtilization (one figure for the device)"
      }
    }
  },
  {
    "id": "encode_engine_count",
    "display_name": "Enc Engines",
    "target_kind": "gpu_adapter",
    "unit": "count",
    "representation": "integer",
    "graphable": true,
    "description": "Number of video encode engines.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "number of VideoEncode engines"
      },
      "linux": {
        "available": true,
        "source": "DRM fdinfo: the engines of the encode classes (drm-engine-capacity-<class>, default 1); not reported by NVML"
      }
    }
  },
  {
    "id": "decode_average_percent",
    "display_name": "Dec Avg%",
    "target_kind": "gpu_adapter",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Mean utilization of video decode engines.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH GPU Engine VideoDecode engines, mean"
      },
      "linux": {
        "available": true,
        "source": "DRM fdinfo sums over the device's clients of the decode classes (dec, jpeg (amdgpu), video (i915), vcs (xe)): busy time over all their engines; NVIDIA: nvmlDeviceGetDecoderUtilization"
      }
    }
  },
  {
    "id": "decode_max_percent",
    "display_name": "Dec Max%",
    "target_kind": "gpu_adapter",
    "unit": "percent",
    "representation": "float",
    "graphable": true,
    "description": "Maximum utilization of any video decode engine.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH GPU Engine VideoDecode engines, maximum"
      },
      "linux": {
        "available": true,
        "source": "DRM fdinfo: the busiest decode class (a class of several engines counts as its mean: fdinfo has no per-engine split); NVIDIA: nvmlDeviceGetDecoderUtilization (one figure for the device)"
      }
    }
  },
  {
    "id": "decode_engine_count",
    "display_name": "Dec Engines",
    "target_kind": "gpu_adapter",
    "unit": "count",
    "representation": "integer",
    "graphable": true,
    "description": "Number of video decode engines.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "number of VideoDecode engines"
      },
      "linux": {
        "available": true,
        "source": "DRM fdinfo: the engines of the decode classes (drm-engine-capacity-<class>, default 1); not reported by NVML"
      }
    }
  },
  {
    "id": "dedicated_bytes",
    "display_name": "Ded Used",
    "target_kind": "gpu_adapter",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Dedicated adapter memory in use.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH GPU Adapter Memory Dedicated Usage"
      },
      "linux": {
        "available": true,
        "source": "/sys/class/drm/cardN/device/mem_info_vram_used (amdgpu); NVIDIA: NVML nvmlDeviceGetMemoryInfo used"
      }
    }
  },
  {
    "id": "dedicated_total_bytes",
    "display_name": "Ded Total",
    "target_kind": "gpu_adapter",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Dedicated adapter memory size.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "DXGI DedicatedVideoMemory"
      },
      "linux": {
        "available": true,
        "source": "/sys/class/drm/cardN/device/mem_info_vram_total (amdgpu); NVIDIA: NVML nvmlDeviceGetMemoryInfo total"
      }
    }
  },
  {
    "id": "shared_bytes",
    "display_name": "Shr Used",
    "target_kind": "gpu_adapter",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Shared system memory used by the adapter.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "PDH GPU Adapter Memory Shared Usage"
      },
      "linux": {
        "available": true,
        "source": "/sys/class/drm/cardN/device/mem_info_gtt_used"
      }
    }
  },
  {
    "id": "shared_total_bytes",
    "display_name": "Shr Total",
    "target_kind": "gpu_adapter",
    "unit": "bytes",
    "representation": "integer",
    "graphable": true,
    "description": "Shared system memory available to the adapter.",
    "platforms": {
      "win32": {
        "available": true,
        "source": "DXGI SharedSystemMemory"
      },
      "linux": {
        "available": true,
        "source": "/sys/class/drm/cardN/device/mem_info_gtt_total"
      }
    }
  }
];
