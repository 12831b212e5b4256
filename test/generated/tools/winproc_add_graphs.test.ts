// generated — do not edit.
// Emitter: codegen/emitters/fixture-tests.ts; source: schemas/mcp-tools.json, schemas/examples/winproc_add_graphs/.
// Regenerate with `npm run codegen`.

// Guards the argument contract of winproc_add_graphs: valid examples pass; each broken call is rejected with
// INVALID_ARGUMENT naming the field, the schema constraint and the expected value, without echoing the input.
import { describe, expect, it } from 'vitest';
import { validateToolArguments } from '../../../src/contract/arguments.js';

const TOOL = 'winproc_add_graphs';

const VALID: [string, unknown][] = [
  [
    "all_source_kinds",
    {
      "metrics": [
        {
          "metric_id": "private_bytes",
          "process_ref": "p-3f9a1c:8812:133718001234567890"
        },
        {
          "metric_id": "utilization_percent",
          "gpu_adapter": "0x00000000:0x0001D5E1"
        },
        {
          "metric_id": "committed_bytes"
        }
      ],
      "operation_id": "add-graphs-20261103-01",
      "expected_revision": "inv-7c2e91:57",
      "wait_ms": 2000
    }
  ],
  [
    "minimal",
    {
      "metrics": [
        {
          "metric_id": "cpu_average_percent"
        }
      ]
    }
  ]
];

const REJECTED: [string, { arguments: unknown; field: string; constraint: string; expected: unknown; corrected: unknown }][] = [
  [
    "example empty_metrics",
    {
      "arguments": {
        "metrics": []
      },
      "field": "/metrics",
      "constraint": "/properties/metrics/minItems",
      "expected": 1,
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "example missing_metric_id",
    {
      "arguments": {
        "metrics": [
          {
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ]
      },
      "field": "/metrics/0/metric_id",
      "constraint": "/properties/metrics/items/required",
      "expected": [
        "metric_id"
      ],
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "example missing_metrics",
    {
      "arguments": {
        "operation_id": "add-1"
      },
      "field": "/metrics",
      "constraint": "/required",
      "expected": [
        "metrics"
      ],
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "example process_and_gpu",
    {
      "arguments": {
        "metrics": [
          {
            "metric_id": "gpu_percent",
            "process_ref": "p-3f9a1c:8812:133718001234567890",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          }
        ]
      },
      "field": "/metrics/0",
      "constraint": "/properties/metrics/items/maxProperties",
      "expected": 2,
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "example too_many_metrics",
    {
      "arguments": {
        "metrics": [
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          },
          {
            "metric_id": "cpu_percent"
          }
        ]
      },
      "field": "/metrics",
      "constraint": "/properties/metrics/maxItems",
      "expected": 16,
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "example unknown_metric",
    {
      "arguments": {
        "metrics": [
          {
            "metric_id": "fps"
          }
        ]
      },
      "field": "/metrics/0/metric_id",
      "constraint": "/properties/metrics/items/properties/metric_id/enum",
      "expected": [
        "available_memory_bytes",
        "commit_limit_bytes",
        "committed_bytes",
        "cpu_average_percent",
        "cpu_core_0_percent",
        "cpu_core_100_percent",
        "cpu_core_101_percent",
        "cpu_core_102_percent",
        "cpu_core_103_percent",
        "cpu_core_104_percent",
        "cpu_core_105_percent",
        "cpu_core_106_percent",
        "cpu_core_107_percent",
        "cpu_core_108_percent",
        "cpu_core_109_percent",
        "cpu_core_10_percent",
        "cpu_core_110_percent",
        "cpu_core_111_percent",
        "cpu_core_112_percent",
        "cpu_core_113_percent",
        "cpu_core_114_percent",
        "cpu_core_115_percent",
        "cpu_core_116_percent",
        "cpu_core_117_percent",
        "cpu_core_118_percent",
        "cpu_core_119_percent",
        "cpu_core_11_percent",
        "cpu_core_120_percent",
        "cpu_core_121_percent",
        "cpu_core_122_percent",
        "cpu_core_123_percent",
        "cpu_core_124_percent",
        "cpu_core_125_percent",
        "cpu_core_126_percent",
        "cpu_core_127_percent",
        "cpu_core_128_percent",
        "cpu_core_129_percent",
        "cpu_core_12_percent",
        "cpu_core_130_percent",
        "cpu_core_131_percent",
        "cpu_core_132_percent",
        "cpu_core_133_percent",
        "cpu_core_134_percent",
        "cpu_core_135_percent",
        "cpu_core_136_percent",
        "cpu_core_137_percent",
        "cpu_core_138_percent",
        "cpu_core_139_percent",
        "cpu_core_13_percent",
        "cpu_core_140_percent",
        "cpu_core_141_percent",
        "cpu_core_142_percent",
        "cpu_core_143_percent",
        "cpu_core_144_percent",
        "cpu_core_145_percent",
        "cpu_core_146_percent",
        "cpu_core_147_percent",
        "cpu_core_148_percent",
        "cpu_core_149_percent",
        "cpu_core_14_percent",
        "cpu_core_150_percent",
        "cpu_core_151_percent",
        "cpu_core_152_percent",
        "cpu_core_153_percent",
        "cpu_core_154_percent",
        "cpu_core_155_percent",
        "cpu_core_156_percent",
        "cpu_core_157_percent",
        "cpu_core_158_percent",
        "cpu_core_159_percent",
        "cpu_core_15_percent",
        "cpu_core_160_percent",
        "cpu_core_161_percent",
        "cpu_core_162_percent",
        "cpu_core_163_percent",
        "cpu_core_164_percent",
        "cpu_core_165_percent",
        "cpu_core_166_percent",
        "cpu_core_167_percent",
        "cpu_core_168_percent",
        "cpu_core_169_percent",
        "cpu_core_16_percent",
        "cpu_core_170_percent",
        "cpu_core_171_percent",
        "cpu_core_172_percent",
        "cpu_core_173_percent",
        "cpu_core_174_percent",
        "cpu_core_175_percent",
        "cpu_core_176_percent",
        "cpu_core_177_percent",
        "cpu_core_178_percent",
        "cpu_core_179_percent",
        "cpu_core_17_percent",
        "cpu_core_180_percent",
        "cpu_core_181_percent",
        "cpu_core_182_percent",
        "cpu_core_183_percent",
        "cpu_core_184_percent",
        "cpu_core_185_percent",
        "cpu_core_186_percent",
        "cpu_core_187_percent",
        "cpu_core_188_percent",
        "cpu_core_189_percent",
        "cpu_core_18_percent",
        "cpu_core_190_percent",
        "cpu_core_191_percent",
        "cpu_core_192_percent",
        "cpu_core_193_percent",
        "cpu_core_194_percent",
        "cpu_core_195_percent",
        "cpu_core_196_percent",
        "cpu_core_197_percent",
        "cpu_core_198_percent",
        "cpu_core_199_percent",
        "cpu_core_19_percent",
        "cpu_core_1_percent",
        "cpu_core_200_percent",
        "cpu_core_201_percent",
        "cpu_core_202_percent",
        "cpu_core_203_percent",
        "cpu_core_204_percent",
        "cpu_core_205_percent",
        "cpu_core_206_percent",
        "cpu_core_207_percent",
        "cpu_core_208_percent",
        "cpu_core_209_percent",
        "cpu_core_20_percent",
        "cpu_core_210_percent",
        "cpu_core_211_percent",
        "cpu_core_212_percent",
        "cpu_core_213_percent",
        "cpu_core_214_percent",
        "cpu_core_215_percent",
        "cpu_core_216_percent",
        "cpu_core_217_percent",
        "cpu_core_218_percent",
        "cpu_core_219_percent",
        "cpu_core_21_percent",
        "cpu_core_220_percent",
        "cpu_core_221_percent",
        "cpu_core_222_percent",
        "cpu_core_223_percent",
        "cpu_core_224_percent",
        "cpu_core_225_percent",
        "cpu_core_226_percent",
        "cpu_core_227_percent",
        "cpu_core_228_percent",
        "cpu_core_229_percent",
        "cpu_core_22_percent",
        "cpu_core_230_percent",
        "cpu_core_231_percent",
        "cpu_core_232_percent",
        "cpu_core_233_percent",
        "cpu_core_234_percent",
        "cpu_core_235_percent",
        "cpu_core_236_percent",
        "cpu_core_237_percent",
        "cpu_core_238_percent",
        "cpu_core_239_percent",
        "cpu_core_23_percent",
        "cpu_core_240_percent",
        "cpu_core_241_percent",
        "cpu_core_242_percent",
        "cpu_core_243_percent",
        "cpu_core_244_percent",
        "cpu_core_245_percent",
        "cpu_core_246_percent",
        "cpu_core_247_percent",
        "cpu_core_248_percent",
        "cpu_core_249_percent",
        "cpu_core_24_percent",
        "cpu_core_250_percent",
        "cpu_core_251_percent",
        "cpu_core_252_percent",
        "cpu_core_253_percent",
        "cpu_core_254_percent",
        "cpu_core_255_percent",
        "cpu_core_25_percent",
        "cpu_core_26_percent",
        "cpu_core_27_percent",
        "cpu_core_28_percent",
        "cpu_core_29_percent",
        "cpu_core_2_percent",
        "cpu_core_30_percent",
        "cpu_core_31_percent",
        "cpu_core_32_percent",
        "cpu_core_33_percent",
        "cpu_core_34_percent",
        "cpu_core_35_percent",
        "cpu_core_36_percent",
        "cpu_core_37_percent",
        "cpu_core_38_percent",
        "cpu_core_39_percent",
        "cpu_core_3_percent",
        "cpu_core_40_percent",
        "cpu_core_41_percent",
        "cpu_core_42_percent",
        "cpu_core_43_percent",
        "cpu_core_44_percent",
        "cpu_core_45_percent",
        "cpu_core_46_percent",
        "cpu_core_47_percent",
        "cpu_core_48_percent",
        "cpu_core_49_percent",
        "cpu_core_4_percent",
        "cpu_core_50_percent",
        "cpu_core_51_percent",
        "cpu_core_52_percent",
        "cpu_core_53_percent",
        "cpu_core_54_percent",
        "cpu_core_55_percent",
        "cpu_core_56_percent",
        "cpu_core_57_percent",
        "cpu_core_58_percent",
        "cpu_core_59_percent",
        "cpu_core_5_percent",
        "cpu_core_60_percent",
        "cpu_core_61_percent",
        "cpu_core_62_percent",
        "cpu_core_63_percent",
        "cpu_core_64_percent",
        "cpu_core_65_percent",
        "cpu_core_66_percent",
        "cpu_core_67_percent",
        "cpu_core_68_percent",
        "cpu_core_69_percent",
        "cpu_core_6_percent",
        "cpu_core_70_percent",
        "cpu_core_71_percent",
        "cpu_core_72_percent",
        "cpu_core_73_percent",
        "cpu_core_74_percent",
        "cpu_core_75_percent",
        "cpu_core_76_percent",
        "cpu_core_77_percent",
        "cpu_core_78_percent",
        "cpu_core_79_percent",
        "cpu_core_7_percent",
        "cpu_core_80_percent",
        "cpu_core_81_percent",
        "cpu_core_82_percent",
        "cpu_core_83_percent",
        "cpu_core_84_percent",
        "cpu_core_85_percent",
        "cpu_core_86_percent",
        "cpu_core_87_percent",
        "cpu_core_88_percent",
        "cpu_core_89_percent",
        "cpu_core_8_percent",
        "cpu_core_90_percent",
        "cpu_core_91_percent",
        "cpu_core_92_percent",
        "cpu_core_93_percent",
        "cpu_core_94_percent",
        "cpu_core_95_percent",
        "cpu_core_96_percent",
        "cpu_core_97_percent",
        "cpu_core_98_percent",
        "cpu_core_99_percent",
        "cpu_core_9_percent",
        "cpu_kernel_percent",
        "cpu_percent",
        "cpu_user_percent",
        "decode_average_percent",
        "decode_engine_count",
        "decode_max_percent",
        "dedicated_bytes",
        "dedicated_total_bytes",
        "disk_queue_length",
        "disk_read_bytes_per_sec",
        "disk_write_bytes_per_sec",
        "dotnet_allocation_bytes_per_sec",
        "dotnet_gc_committed_bytes",
        "dotnet_gc_fragmentation_bytes",
        "dotnet_gc_gen0_heap_bytes",
        "dotnet_gc_gen1_heap_bytes",
        "dotnet_gc_gen2_heap_bytes",
        "dotnet_gc_loh_bytes",
        "dotnet_gc_poh_bytes",
        "dotnet_heap_bytes",
        "encode_average_percent",
        "encode_engine_count",
        "encode_max_percent",
        "free_zeroed_memory_bytes",
        "gdi_object_count",
        "gpu_dedicated_bytes",
        "gpu_percent",
        "gpu_shared_bytes",
        "handle_count",
        "io_read_bytes_per_sec",
        "io_write_bytes_per_sec",
        "modified_memory_bytes",
        "network_received_bytes_per_sec",
        "network_sent_bytes_per_sec",
        "nonpaged_pool_bytes",
        "page_faults_major_per_sec",
        "paged_pool_bytes",
        "pages_input_per_sec",
        "pages_output_per_sec",
        "path",
        "physical_memory_bytes",
        "private_bytes",
        "process_count",
        "shared_bytes",
        "shared_total_bytes",
        "standby_memory_bytes",
        "task_name",
        "thread_count",
        "total_memory_bytes",
        "user_object_count",
        "utilization_percent",
        "workset_bytes",
        "workset_private_bytes",
        "workset_shareable_bytes"
      ],
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "example unsafe_operation_id",
    {
      "arguments": {
        "metrics": [
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add graphs/1"
      },
      "field": "/operation_id",
      "constraint": "/properties/operation_id/pattern",
      "expected": "^[A-Za-z0-9._:-]+$",
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "missing required metrics",
    {
      "arguments": {
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      },
      "field": "/metrics",
      "constraint": "/required",
      "expected": [
        "metrics"
      ],
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "unknown field",
    {
      "arguments": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000,
        "unexpected_field": true
      },
      "field": "/unexpected_field",
      "constraint": "/additionalProperties",
      "expected": [
        "metrics",
        "operation_id",
        "expected_revision",
        "wait_ms"
      ],
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "metrics of the wrong type",
    {
      "arguments": {
        "metrics": "not an array",
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      },
      "field": "/metrics",
      "constraint": "/properties/metrics/type",
      "expected": "array",
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "metrics with too many items",
    {
      "arguments": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      },
      "field": "/metrics",
      "constraint": "/properties/metrics/maxItems",
      "expected": 16,
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "operation_id of the wrong type",
    {
      "arguments": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": 12345,
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      },
      "field": "/operation_id",
      "constraint": "/properties/operation_id/type",
      "expected": "string",
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "expected_revision of the wrong type",
    {
      "arguments": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": 12345,
        "wait_ms": 2000
      },
      "field": "/expected_revision",
      "constraint": "/properties/expected_revision/type",
      "expected": "string",
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "wait_ms above its maximum",
    {
      "arguments": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 10001
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/maximum",
      "expected": 10000,
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "wait_ms below its minimum",
    {
      "arguments": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": -1
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/minimum",
      "expected": 0,
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ],
  [
    "wait_ms of the wrong type",
    {
      "arguments": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": "not a number"
      },
      "field": "/wait_ms",
      "constraint": "/properties/wait_ms/type",
      "expected": "integer",
      "corrected": {
        "metrics": [
          {
            "metric_id": "private_bytes",
            "process_ref": "p-3f9a1c:8812:133718001234567890"
          },
          {
            "metric_id": "utilization_percent",
            "gpu_adapter": "0x00000000:0x0001D5E1"
          },
          {
            "metric_id": "committed_bytes"
          }
        ],
        "operation_id": "add-graphs-20261103-01",
        "expected_revision": "inv-7c2e91:57",
        "wait_ms": 2000
      }
    }
  ]
];

describe(`${TOOL} accepts`, () => {
  it.each(VALID)('%s', (_name, args) => {
    expect(validateToolArguments(TOOL, args)).toEqual({ ok: true });
  });
});

describe(`${TOOL} rejects`, () => {
  it.each(REJECTED)('%s', (_name, c) => {
    const result = validateToolArguments(TOOL, c.arguments);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('INVALID_ARGUMENT');
    expect(result.error.retryable).toBe(false);
    expect(result.error.field).toBe(c.field);
    expect(result.error.constraint).toBe(c.constraint);
    expect(result.error.expected).toEqual(c.expected);
    expect(result.error.message).not.toContain(JSON.stringify(c.arguments));
    expect(validateToolArguments(TOOL, c.corrected)).toEqual({ ok: true });
  });
});
