// generated — do not edit.
// Emitter: codegen/emitters/validators.ts; source: schemas/mcp-tools.json, schemas/metrics.json.
// Regenerate with `npm run codegen`.
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
export const validateGetStatusArgs = validate10;
const schema11 = {"type":"object","additionalProperties":false,"properties":{}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
validate10.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
else {
validate10.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateGetSystemInfoArgs = validate11;
const schema12 = {"type":"object","additionalProperties":false,"properties":{}};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
validate11.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
else {
validate11.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate11.errors = vErrors;
return errors === 0;
}

export const validateListMetricsArgs = validate12;
const schema13 = {"type":"object","additionalProperties":false,"properties":{"target_kind":{"type":"string","enum":["process","system","gpu_adapter"],"description":"Lists only metrics of this target kind; by default all kinds are listed."}}};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "target_kind")){
validate12.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.target_kind !== undefined){
let data0 = data.target_kind;
if(typeof data0 !== "string"){
validate12.errors = [{instancePath:instancePath+"/target_kind",schemaPath:"#/properties/target_kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data0 === "process") || (data0 === "system")) || (data0 === "gpu_adapter"))){
validate12.errors = [{instancePath:instancePath+"/target_kind",schemaPath:"#/properties/target_kind/enum",keyword:"enum",params:{allowedValues: schema13.properties.target_kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
}
}
}
else {
validate12.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate12.errors = vErrors;
return errors === 0;
}

export const validateListProcessesArgs = validate13;
const schema14 = {"type":"object","additionalProperties":false,"properties":{"source":{"type":"string","enum":["live","log"],"description":"Data source: live for the current sampling session, or log for a loaded saved log named by log_ref. The default is live, or log when only log_ref is supplied; an explicit source always takes precedence."},"log_ref":{"type":"string","minLength":1,"maxLength":256,"description":"Loaded log to list when source is log; required for source log."},"scope":{"type":"string","enum":["live","retained","all"],"description":"Which identities to list: live (present in the latest applied snapshot, or the final frame of a log; the default), retained (identities with retained history, live or ended) or all (their union, deduplicated by full identity)."},"filter":{"type":"object","additionalProperties":false,"minProperties":1,"description":"Discovery filter; every supplied criterion must match.","properties":{"name":{"type":"string","minLength":1,"maxLength":260,"description":"Case-insensitive substring of the process name."},"path":{"type":"string","minLength":1,"maxLength":1024,"description":"Case-insensitive substring of the executable path; identities known only from history have no path and never match."},"pid":{"type":"integer","minimum":0,"maximum":4294967295,"description":"Exact process identifier; it is a discovery criterion, never an identity."}}},"projection":{"type":"array","minItems":1,"maxItems":17,"uniqueItems":true,"description":"Row fields to return. By default rows contain every field except user, task_name, cgroup, systemd_unit, container and namespace_pid, which are returned only when named here. Listings carry no command line: snapshots do not sample it, and a listing never collects; winproc_get_process_info with fields [\"command_line\"] reads it for one lifetime.","items":{"type":"string","enum":["process_ref","pid","name","name_bytes_hex","start_time","parent","lifecycle","last_seen_at","history_from","history_to","path","task_name","user","cgroup","systemd_unit","container","namespace_pid"]}},"sort":{"type":"object","additionalProperties":false,"required":["by"],"description":"Ascending sort order, with full-identity tie-breakers; without it, rows keep listing order.","properties":{"by":{"type":"string","enum":["name","pid"],"description":"Sort key: name (case-insensitive) or pid."}}},"limit":{"type":"integer","minimum":1,"maximum":5000,"description":"Maximum number of rows in the page, 1 through 5,000; the default is 5,000 in the normal bridge and 100 in raw mode. The 4 MiB encoded response budget can return fewer rows, so always inspect next_cursor."},"cursor":{"type":"string","minLength":1,"maxLength":4096,"description":"Opaque next_cursor from the previous page of the same query; repeat every other argument unchanged, including limit, or the call fails with CURSOR_INVALID."},"retain_capture":{"type":"boolean","description":"When true, the bridge keeps the result capture after this response so it can be reread or filtered with winproc_read_capture; it is listed in retained_capture_ids and the caller releases it with winproc_release_capture. The default is false in the normal bridge, which releases the capture after the final page; raw mode always keeps captures until release, expiry or disconnect."}}};
const func2 = Object.prototype.hasOwnProperty;
const func3 = require("ajv/dist/runtime/ucs2length").default;

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema14.properties, key0))){
validate13.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.source !== undefined){
let data0 = data.source;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate13.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data0 === "live") || (data0 === "log"))){
validate13.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/enum",keyword:"enum",params:{allowedValues: schema14.properties.source.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.log_ref !== undefined){
let data1 = data.log_ref;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func3(data1) > 256){
validate13.errors = [{instancePath:instancePath+"/log_ref",schemaPath:"#/properties/log_ref/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func3(data1) < 1){
validate13.errors = [{instancePath:instancePath+"/log_ref",schemaPath:"#/properties/log_ref/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/log_ref",schemaPath:"#/properties/log_ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.scope !== undefined){
let data2 = data.scope;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate13.errors = [{instancePath:instancePath+"/scope",schemaPath:"#/properties/scope/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "live") || (data2 === "retained")) || (data2 === "all"))){
validate13.errors = [{instancePath:instancePath+"/scope",schemaPath:"#/properties/scope/enum",keyword:"enum",params:{allowedValues: schema14.properties.scope.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.filter !== undefined){
let data3 = data.filter;
const _errs8 = errors;
if(errors === _errs8){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(Object.keys(data3).length < 1){
validate13.errors = [{instancePath:instancePath+"/filter",schemaPath:"#/properties/filter/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"}];
return false;
}
else {
const _errs10 = errors;
for(const key1 in data3){
if(!(((key1 === "name") || (key1 === "path")) || (key1 === "pid"))){
validate13.errors = [{instancePath:instancePath+"/filter",schemaPath:"#/properties/filter/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs10 === errors){
if(data3.name !== undefined){
let data4 = data3.name;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func3(data4) > 260){
validate13.errors = [{instancePath:instancePath+"/filter/name",schemaPath:"#/properties/filter/properties/name/maxLength",keyword:"maxLength",params:{limit: 260},message:"must NOT have more than 260 characters"}];
return false;
}
else {
if(func3(data4) < 1){
validate13.errors = [{instancePath:instancePath+"/filter/name",schemaPath:"#/properties/filter/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/filter/name",schemaPath:"#/properties/filter/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.path !== undefined){
let data5 = data3.path;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data5 === "string"){
if(func3(data5) > 1024){
validate13.errors = [{instancePath:instancePath+"/filter/path",schemaPath:"#/properties/filter/properties/path/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
else {
if(func3(data5) < 1){
validate13.errors = [{instancePath:instancePath+"/filter/path",schemaPath:"#/properties/filter/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/filter/path",schemaPath:"#/properties/filter/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.pid !== undefined){
let data6 = data3.pid;
const _errs15 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate13.errors = [{instancePath:instancePath+"/filter/pid",schemaPath:"#/properties/filter/properties/pid/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs15){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 4294967295 || isNaN(data6)){
validate13.errors = [{instancePath:instancePath+"/filter/pid",schemaPath:"#/properties/filter/properties/pid/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4294967295},message:"must be <= 4294967295"}];
return false;
}
else {
if(data6 < 0 || isNaN(data6)){
validate13.errors = [{instancePath:instancePath+"/filter/pid",schemaPath:"#/properties/filter/properties/pid/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/filter",schemaPath:"#/properties/filter/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.projection !== undefined){
let data7 = data.projection;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data7)){
if(data7.length > 17){
validate13.errors = [{instancePath:instancePath+"/projection",schemaPath:"#/properties/projection/maxItems",keyword:"maxItems",params:{limit: 17},message:"must NOT have more than 17 items"}];
return false;
}
else {
if(data7.length < 1){
validate13.errors = [{instancePath:instancePath+"/projection",schemaPath:"#/properties/projection/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
const _errs19 = errors;
if(typeof data8 !== "string"){
validate13.errors = [{instancePath:instancePath+"/projection/" + i0,schemaPath:"#/properties/projection/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((((((((((data8 === "process_ref") || (data8 === "pid")) || (data8 === "name")) || (data8 === "name_bytes_hex")) || (data8 === "start_time")) || (data8 === "parent")) || (data8 === "lifecycle")) || (data8 === "last_seen_at")) || (data8 === "history_from")) || (data8 === "history_to")) || (data8 === "path")) || (data8 === "task_name")) || (data8 === "user")) || (data8 === "cgroup")) || (data8 === "systemd_unit")) || (data8 === "container")) || (data8 === "namespace_pid"))){
validate13.errors = [{instancePath:instancePath+"/projection/" + i0,schemaPath:"#/properties/projection/items/enum",keyword:"enum",params:{allowedValues: schema14.properties.projection.items.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs19 === errors;
if(!valid2){
break;
}
}
if(valid2){
let i1 = data7.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data7[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
validate13.errors = [{instancePath:instancePath+"/projection",schemaPath:"#/properties/projection/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
return false;
break;
}
indices0[item0] = i1;
}
}
}
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/projection",schemaPath:"#/properties/projection/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sort !== undefined){
let data9 = data.sort;
const _errs21 = errors;
if(errors === _errs21){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing0;
if((data9.by === undefined) && (missing0 = "by")){
validate13.errors = [{instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs23 = errors;
for(const key2 in data9){
if(!(key2 === "by")){
validate13.errors = [{instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs23 === errors){
if(data9.by !== undefined){
let data10 = data9.by;
if(typeof data10 !== "string"){
validate13.errors = [{instancePath:instancePath+"/sort/by",schemaPath:"#/properties/sort/properties/by/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data10 === "name") || (data10 === "pid"))){
validate13.errors = [{instancePath:instancePath+"/sort/by",schemaPath:"#/properties/sort/properties/by/enum",keyword:"enum",params:{allowedValues: schema14.properties.sort.properties.by.enum},message:"must be equal to one of the allowed values"}];
return false;
}
}
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/sort",schemaPath:"#/properties/sort/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.limit !== undefined){
let data11 = data.limit;
const _errs26 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
validate13.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs26){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 5000 || isNaN(data11)){
validate13.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5000},message:"must be <= 5000"}];
return false;
}
else {
if(data11 < 1 || isNaN(data11)){
validate13.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cursor !== undefined){
let data12 = data.cursor;
const _errs28 = errors;
if(errors === _errs28){
if(typeof data12 === "string"){
if(func3(data12) > 4096){
validate13.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
else {
if(func3(data12) < 1){
validate13.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.retain_capture !== undefined){
const _errs30 = errors;
if(typeof data.retain_capture !== "boolean"){
validate13.errors = [{instancePath:instancePath+"/retain_capture",schemaPath:"#/properties/retain_capture/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate13.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate13.errors = vErrors;
return errors === 0;
}

export const validateGetProcessInfoArgs = validate14;
const schema15 = {"type":"object","additionalProperties":false,"properties":{"process_ref":{"type":"string","minLength":1,"maxLength":512,"description":"The live process lifetime to inspect."},"fields":{"type":"array","minItems":1,"maxItems":8,"uniqueItems":true,"description":"Metadata fields to collect; the default is [\"image\", \"version\"]. user and command_line are sensitive and returned only when named here.","items":{"type":"string","enum":["image","version","user","command_line","parent","start_time","architecture","file"]}},"wait_ms":{"type":"integer","minimum":0,"maximum":10000,"description":"Milliseconds the bridge waits for the job or operation to finish before returning its handle, 0 through 10,000; the default is 5,000 in the normal bridge and 0 in raw mode (mcp-bridge --raw). It is removed before native dispatch and does not change the request identity."}},"required":["process_ref"]};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.process_ref === undefined) && (missing0 = "process_ref")){
validate14.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "process_ref") || (key0 === "fields")) || (key0 === "wait_ms"))){
validate14.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.process_ref !== undefined){
let data0 = data.process_ref;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func3(data0) > 512){
validate14.errors = [{instancePath:instancePath+"/process_ref",schemaPath:"#/properties/process_ref/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
return false;
}
else {
if(func3(data0) < 1){
validate14.errors = [{instancePath:instancePath+"/process_ref",schemaPath:"#/properties/process_ref/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/process_ref",schemaPath:"#/properties/process_ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fields !== undefined){
let data1 = data.fields;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data1)){
if(data1.length > 8){
validate14.errors = [{instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/maxItems",keyword:"maxItems",params:{limit: 8},message:"must NOT have more than 8 items"}];
return false;
}
else {
if(data1.length < 1){
validate14.errors = [{instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs6 = errors;
if(typeof data2 !== "string"){
validate14.errors = [{instancePath:instancePath+"/fields/" + i0,schemaPath:"#/properties/fields/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((data2 === "image") || (data2 === "version")) || (data2 === "user")) || (data2 === "command_line")) || (data2 === "parent")) || (data2 === "start_time")) || (data2 === "architecture")) || (data2 === "file"))){
validate14.errors = [{instancePath:instancePath+"/fields/" + i0,schemaPath:"#/properties/fields/items/enum",keyword:"enum",params:{allowedValues: schema15.properties.fields.items.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
if(valid1){
let i1 = data1.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data1[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
validate14.errors = [{instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
return false;
break;
}
indices0[item0] = i1;
}
}
}
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/fields",schemaPath:"#/properties/fields/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.wait_ms !== undefined){
let data3 = data.wait_ms;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate14.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 10000 || isNaN(data3)){
validate14.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"}];
return false;
}
else {
if(data3 < 0 || isNaN(data3)){
validate14.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate14.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate14.errors = vErrors;
return errors === 0;
}

export const validateGetMetricsArgs = validate15;
const schema16 = {"type":"object","additionalProperties":false,"properties":{"metric_ids":{"type":"array","minItems":1,"maxItems":64,"uniqueItems":true,"description":"Metric identifiers to read, 1 to 64; each must exist for the kind of every target (see winproc_list_metrics).","items":{"type":"string","enum":["available_memory_bytes","commit_limit_bytes","committed_bytes","cpu_average_percent","cpu_core_0_percent","cpu_core_100_percent","cpu_core_101_percent","cpu_core_102_percent","cpu_core_103_percent","cpu_core_104_percent","cpu_core_105_percent","cpu_core_106_percent","cpu_core_107_percent","cpu_core_108_percent","cpu_core_109_percent","cpu_core_10_percent","cpu_core_110_percent","cpu_core_111_percent","cpu_core_112_percent","cpu_core_113_percent","cpu_core_114_percent","cpu_core_115_percent","cpu_core_116_percent","cpu_core_117_percent","cpu_core_118_percent","cpu_core_119_percent","cpu_core_11_percent","cpu_core_120_percent","cpu_core_121_percent","cpu_core_122_percent","cpu_core_123_percent","cpu_core_124_percent","cpu_core_125_percent","cpu_core_126_percent","cpu_core_127_percent","cpu_core_128_percent","cpu_core_129_percent","cpu_core_12_percent","cpu_core_130_percent","cpu_core_131_percent","cpu_core_132_percent","cpu_core_133_percent","cpu_core_134_percent","cpu_core_135_percent","cpu_core_136_percent","cpu_core_137_percent","cpu_core_138_percent","cpu_core_139_percent","cpu_core_13_percent","cpu_core_140_percent","cpu_core_141_percent","cpu_core_142_percent","cpu_core_143_percent","cpu_core_144_percent","cpu_core_145_percent","cpu_core_146_percent","cpu_core_147_percent","cpu_core_148_percent","cpu_core_149_percent","cpu_core_14_percent","cpu_core_150_percent","cpu_core_151_percent","cpu_core_152_percent","cpu_core_153_percent","cpu_core_154_percent","cpu_core_155_percent","cpu_core_156_percent","cpu_core_157_percent","cpu_core_158_percent","cpu_core_159_percent","cpu_core_15_percent","cpu_core_160_percent","cpu_core_161_percent","cpu_core_162_percent","cpu_core_163_percent","cpu_core_164_percent","cpu_core_165_percent","cpu_core_166_percent","cpu_core_167_percent","cpu_core_168_percent","cpu_core_169_percent","cpu_core_16_percent","cpu_core_170_percent","cpu_core_171_percent","cpu_core_172_percent","cpu_core_173_percent","cpu_core_174_percent","cpu_core_175_percent","cpu_core_176_percent","cpu_core_177_percent","cpu_core_178_percent","cpu_core_179_percent","cpu_core_17_percent","cpu_core_180_percent","cpu_core_181_percent","cpu_core_182_percent","cpu_core_183_percent","cpu_core_184_percent","cpu_core_185_percent","cpu_core_186_percent","cpu_core_187_percent","cpu_core_188_percent","cpu_core_189_percent","cpu_core_18_percent","cpu_core_190_percent","cpu_core_191_percent","cpu_core_192_percent","cpu_core_193_percent","cpu_core_194_percent","cpu_core_195_percent","cpu_core_196_percent","cpu_core_197_percent","cpu_core_198_percent","cpu_core_199_percent","cpu_core_19_percent","cpu_core_1_percent","cpu_core_200_percent","cpu_core_201_percent","cpu_core_202_percent","cpu_core_203_percent","cpu_core_204_percent","cpu_core_205_percent","cpu_core_206_percent","cpu_core_207_percent","cpu_core_208_percent","cpu_core_209_percent","cpu_core_20_percent","cpu_core_210_percent","cpu_core_211_percent","cpu_core_212_percent","cpu_core_213_percent","cpu_core_214_percent","cpu_core_215_percent","cpu_core_216_percent","cpu_core_217_percent","cpu_core_218_percent","cpu_core_219_percent","cpu_core_21_percent","cpu_core_220_percent","cpu_core_221_percent","cpu_core_222_percent","cpu_core_223_percent","cpu_core_224_percent","cpu_core_225_percent","cpu_core_226_percent","cpu_core_227_percent","cpu_core_228_percent","cpu_core_229_percent","cpu_core_22_percent","cpu_core_230_percent","cpu_core_231_percent","cpu_core_232_percent","cpu_core_233_percent","cpu_core_234_percent","cpu_core_235_percent","cpu_core_236_percent","cpu_core_237_percent","cpu_core_238_percent","cpu_core_239_percent","cpu_core_23_percent","cpu_core_240_percent","cpu_core_241_percent","cpu_core_242_percent","cpu_core_243_percent","cpu_core_244_percent","cpu_core_245_percent","cpu_core_246_percent","cpu_core_247_percent","cpu_core_248_percent","cpu_core_249_percent","cpu_core_24_percent","cpu_core_250_percent","cpu_core_251_percent","cpu_core_252_percent","cpu_core_253_percent","cpu_core_254_percent","cpu_core_255_percent","cpu_core_25_percent","cpu_core_26_percent","cpu_core_27_percent","cpu_core_28_percent","cpu_core_29_percent","cpu_core_2_percent","cpu_core_30_percent","cpu_core_31_percent","cpu_core_32_percent","cpu_core_33_percent","cpu_core_34_percent","cpu_core_35_percent","cpu_core_36_percent","cpu_core_37_percent","cpu_core_38_percent","cpu_core_39_percent","cpu_core_3_percent","cpu_core_40_percent","cpu_core_41_percent","cpu_core_42_percent","cpu_core_43_percent","cpu_core_44_percent","cpu_core_45_percent","cpu_core_46_percent","cpu_core_47_percent","cpu_core_48_percent","cpu_core_49_percent","cpu_core_4_percent","cpu_core_50_percent","cpu_core_51_percent","cpu_core_52_percent","cpu_core_53_percent","cpu_core_54_percent","cpu_core_55_percent","cpu_core_56_percent","cpu_core_57_percent","cpu_core_58_percent","cpu_core_59_percent","cpu_core_5_percent","cpu_core_60_percent","cpu_core_61_percent","cpu_core_62_percent","cpu_core_63_percent","cpu_core_64_percent","cpu_core_65_percent","cpu_core_66_percent","cpu_core_67_percent","cpu_core_68_percent","cpu_core_69_percent","cpu_core_6_percent","cpu_core_70_percent","cpu_core_71_percent","cpu_core_72_percent","cpu_core_73_percent","cpu_core_74_percent","cpu_core_75_percent","cpu_core_76_percent","cpu_core_77_percent","cpu_core_78_percent","cpu_core_79_percent","cpu_core_7_percent","cpu_core_80_percent","cpu_core_81_percent","cpu_core_82_percent","cpu_core_83_percent","cpu_core_84_percent","cpu_core_85_percent","cpu_core_86_percent","cpu_core_87_percent","cpu_core_88_percent","cpu_core_89_percent","cpu_core_8_percent","cpu_core_90_percent","cpu_core_91_percent","cpu_core_92_percent","cpu_core_93_percent","cpu_core_94_percent","cpu_core_95_percent","cpu_core_96_percent","cpu_core_97_percent","cpu_core_98_percent","cpu_core_99_percent","cpu_core_9_percent","cpu_kernel_percent","cpu_percent","cpu_user_percent","decode_average_percent","decode_engine_count","decode_max_percent","dedicated_bytes","dedicated_total_bytes","disk_queue_length","disk_read_bytes_per_sec","disk_write_bytes_per_sec","dotnet_allocation_bytes_per_sec","dotnet_gc_committed_bytes","dotnet_gc_fragmentation_bytes","dotnet_gc_gen0_heap_bytes","dotnet_gc_gen1_heap_bytes","dotnet_gc_gen2_heap_bytes","dotnet_gc_loh_bytes","dotnet_gc_poh_bytes","dotnet_heap_bytes","encode_average_percent","encode_engine_count","encode_max_percent","free_zeroed_memory_bytes","gdi_object_count","gpu_dedicated_bytes","gpu_percent","gpu_shared_bytes","handle_count","io_read_bytes_per_sec","io_write_bytes_per_sec","modified_memory_bytes","network_received_bytes_per_sec","network_sent_bytes_per_sec","nonpaged_pool_bytes","page_faults_major_per_sec","paged_pool_bytes","pages_input_per_sec","pages_output_per_sec","path","physical_memory_bytes","private_bytes","process_count","shared_bytes","shared_total_bytes","standby_memory_bytes","task_name","thread_count","total_memory_bytes","user_object_count","utilization_percent","workset_bytes","workset_private_bytes","workset_shareable_bytes"],"description":"A process, system or GPU adapter metric identifier from the metric catalog (winproc_list_metrics describes each)."}},"source":{"type":"string","enum":["live","log"],"description":"Data source: live for the current sampling session, or log for a loaded saved log named by log_ref. The default is live, or log when only log_ref is supplied; an explicit source always takes precedence."},"log_ref":{"type":"string","minLength":1,"maxLength":256,"description":"Loaded log whose final recorded frame is read; required for source log."},"targets":{"type":"array","minItems":0,"maxItems":50,"uniqueItems":true,"description":"Targets to read, at most 50 including system targets; the default (omitted or empty) is the system target.","items":{"type":"object","additionalProperties":false,"minProperties":1,"maxProperties":1,"description":"One metric target, given by exactly one of process_ref, system or gpu_adapter.","properties":{"process_ref":{"type":"string","minLength":1,"maxLength":512,"description":"Targets the process lifetime named by this opaque reference."},"system":{"type":"boolean","const":true,"description":"Targets the system when set to true."},"gpu_adapter":{"type":"string","minLength":1,"maxLength":128,"description":"Targets the GPU adapter with this adapter identifier (Windows LUID as high:low, Linux DRM card name)."}}}}},"required":["metric_ids"]};
const func0 = require("ajv/dist/runtime/equal").default;

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.metric_ids === undefined) && (missing0 = "metric_ids")){
validate15.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "metric_ids") || (key0 === "source")) || (key0 === "log_ref")) || (key0 === "targets"))){
validate15.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.metric_ids !== undefined){
let data0 = data.metric_ids;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
if(data0.length > 64){
validate15.errors = [{instancePath:instancePath+"/metric_ids",schemaPath:"#/properties/metric_ids/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items"}];
return false;
}
else {
if(data0.length < 1){
validate15.errors = [{instancePath:instancePath+"/metric_ids",schemaPath:"#/properties/metric_ids/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs4 = errors;
if(typeof data1 !== "string"){
validate15.errors = [{instancePath:instancePath+"/metric_ids/" + i0,schemaPath:"#/properties/metric_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
let valid2;
valid2 = false;
for(const v0 of schema16.properties.metric_ids.items.enum){
if(func0(data1, v0)){
valid2 = true;
break;
}
}
if(!valid2){
validate15.errors = [{instancePath:instancePath+"/metric_ids/" + i0,schemaPath:"#/properties/metric_ids/items/enum",keyword:"enum",params:{allowedValues: schema16.properties.metric_ids.items.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
if(valid1){
let i1 = data0.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data0[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
validate15.errors = [{instancePath:instancePath+"/metric_ids",schemaPath:"#/properties/metric_ids/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
return false;
break;
}
indices0[item0] = i1;
}
}
}
}
}
}
else {
validate15.errors = [{instancePath:instancePath+"/metric_ids",schemaPath:"#/properties/metric_ids/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source !== undefined){
let data2 = data.source;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate15.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data2 === "live") || (data2 === "log"))){
validate15.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/enum",keyword:"enum",params:{allowedValues: schema16.properties.source.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.log_ref !== undefined){
let data3 = data.log_ref;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func3(data3) > 256){
validate15.errors = [{instancePath:instancePath+"/log_ref",schemaPath:"#/properties/log_ref/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func3(data3) < 1){
validate15.errors = [{instancePath:instancePath+"/log_ref",schemaPath:"#/properties/log_ref/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate15.errors = [{instancePath:instancePath+"/log_ref",schemaPath:"#/properties/log_ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.targets !== undefined){
let data4 = data.targets;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data4)){
if(data4.length > 50){
validate15.errors = [{instancePath:instancePath+"/targets",schemaPath:"#/properties/targets/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"}];
return false;
}
else {
if(data4.length < 0){
validate15.errors = [{instancePath:instancePath+"/targets",schemaPath:"#/properties/targets/minItems",keyword:"minItems",params:{limit: 0},message:"must NOT have fewer than 0 items"}];
return false;
}
else {
var valid4 = true;
const len1 = data4.length;
for(let i2=0; i2<len1; i2++){
let data5 = data4[i2];
const _errs12 = errors;
if(errors === _errs12){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(Object.keys(data5).length > 1){
validate15.errors = [{instancePath:instancePath+"/targets/" + i2,schemaPath:"#/properties/targets/items/maxProperties",keyword:"maxProperties",params:{limit: 1},message:"must NOT have more than 1 properties"}];
return false;
}
else {
if(Object.keys(data5).length < 1){
validate15.errors = [{instancePath:instancePath+"/targets/" + i2,schemaPath:"#/properties/targets/items/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"}];
return false;
}
else {
const _errs14 = errors;
for(const key1 in data5){
if(!(((key1 === "process_ref") || (key1 === "system")) || (key1 === "gpu_adapter"))){
validate15.errors = [{instancePath:instancePath+"/targets/" + i2,schemaPath:"#/properties/targets/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs14 === errors){
if(data5.process_ref !== undefined){
let data6 = data5.process_ref;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data6 === "string"){
if(func3(data6) > 512){
validate15.errors = [{instancePath:instancePath+"/targets/" + i2+"/process_ref",schemaPath:"#/properties/targets/items/properties/process_ref/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
return false;
}
else {
if(func3(data6) < 1){
validate15.errors = [{instancePath:instancePath+"/targets/" + i2+"/process_ref",schemaPath:"#/properties/targets/items/properties/process_ref/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate15.errors = [{instancePath:instancePath+"/targets/" + i2+"/process_ref",schemaPath:"#/properties/targets/items/properties/process_ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs15 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data5.system !== undefined){
let data7 = data5.system;
const _errs17 = errors;
if(typeof data7 !== "boolean"){
validate15.errors = [{instancePath:instancePath+"/targets/" + i2+"/system",schemaPath:"#/properties/targets/items/properties/system/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data7){
validate15.errors = [{instancePath:instancePath+"/targets/" + i2+"/system",schemaPath:"#/properties/targets/items/properties/system/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid5 = _errs17 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data5.gpu_adapter !== undefined){
let data8 = data5.gpu_adapter;
const _errs19 = errors;
if(errors === _errs19){
if(typeof data8 === "string"){
if(func3(data8) > 128){
validate15.errors = [{instancePath:instancePath+"/targets/" + i2+"/gpu_adapter",schemaPath:"#/properties/targets/items/properties/gpu_adapter/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func3(data8) < 1){
validate15.errors = [{instancePath:instancePath+"/targets/" + i2+"/gpu_adapter",schemaPath:"#/properties/targets/items/properties/gpu_adapter/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate15.errors = [{instancePath:instancePath+"/targets/" + i2+"/gpu_adapter",schemaPath:"#/properties/targets/items/properties/gpu_adapter/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs19 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
else {
validate15.errors = [{instancePath:instancePath+"/targets/" + i2,schemaPath:"#/properties/targets/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs12 === errors;
if(!valid4){
break;
}
}
if(valid4){
let i3 = data4.length;
let j1;
if(i3 > 1){
outer0:
for(;i3--;){
for(j1 = i3; j1--;){
if(func0(data4[i3], data4[j1])){
validate15.errors = [{instancePath:instancePath+"/targets",schemaPath:"#/properties/targets/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"}];
return false;
break outer0;
}
}
}
}
}
}
}
}
else {
validate15.errors = [{instancePath:instancePath+"/targets",schemaPath:"#/properties/targets/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate15.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate15.errors = vErrors;
return errors === 0;
}

export const validateGetHistoryArgs = validate16;
const schema17 = {"type":"object","additionalProperties":false,"properties":{"metric_ids":{"type":"array","minItems":1,"maxItems":32,"uniqueItems":true,"description":"Metric identifiers to return, 1 to 32, all of the target kind.","items":{"type":"string","enum":["available_memory_bytes","commit_limit_bytes","committed_bytes","cpu_average_percent","cpu_core_0_percent","cpu_core_100_percent","cpu_core_101_percent","cpu_core_102_percent","cpu_core_103_percent","cpu_core_104_percent","cpu_core_105_percent","cpu_core_106_percent","cpu_core_107_percent","cpu_core_108_percent","cpu_core_109_percent","cpu_core_10_percent","cpu_core_110_percent","cpu_core_111_percent","cpu_core_112_percent","cpu_core_113_percent","cpu_core_114_percent","cpu_core_115_percent","cpu_core_116_percent","cpu_core_117_percent","cpu_core_118_percent","cpu_core_119_percent","cpu_core_11_percent","cpu_core_120_percent","cpu_core_121_percent","cpu_core_122_percent","cpu_core_123_percent","cpu_core_124_percent","cpu_core_125_percent","cpu_core_126_percent","cpu_core_127_percent","cpu_core_128_percent","cpu_core_129_percent","cpu_core_12_percent","cpu_core_130_percent","cpu_core_131_percent","cpu_core_132_percent","cpu_core_133_percent","cpu_core_134_percent","cpu_core_135_percent","cpu_core_136_percent","cpu_core_137_percent","cpu_core_138_percent","cpu_core_139_percent","cpu_core_13_percent","cpu_core_140_percent","cpu_core_141_percent","cpu_core_142_percent","cpu_core_143_percent","cpu_core_144_percent","cpu_core_145_percent","cpu_core_146_percent","cpu_core_147_percent","cpu_core_148_percent","cpu_core_149_percent","cpu_core_14_percent","cpu_core_150_percent","cpu_core_151_percent","cpu_core_152_percent","cpu_core_153_percent","cpu_core_154_percent","cpu_core_155_percent","cpu_core_156_percent","cpu_core_157_percent","cpu_core_158_percent","cpu_core_159_percent","cpu_core_15_percent","cpu_core_160_percent","cpu_core_161_percent","cpu_core_162_percent","cpu_core_163_percent","cpu_core_164_percent","cpu_core_165_percent","cpu_core_166_percent","cpu_core_167_percent","cpu_core_168_percent","cpu_core_169_percent","cpu_core_16_percent","cpu_core_170_percent","cpu_core_171_percent","cpu_core_172_percent","cpu_core_173_percent","cpu_core_174_percent","cpu_core_175_percent","cpu_core_176_percent","cpu_core_177_percent","cpu_core_178_percent","cpu_core_179_percent","cpu_core_17_percent","cpu_core_180_percent","cpu_core_181_percent","cpu_core_182_percent","cpu_core_183_percent","cpu_core_184_percent","cpu_core_185_percent","cpu_core_186_percent","cpu_core_187_percent","cpu_core_188_percent","cpu_core_189_percent","cpu_core_18_percent","cpu_core_190_percent","cpu_core_191_percent","cpu_core_192_percent","cpu_core_193_percent","cpu_core_194_percent","cpu_core_195_percent","cpu_core_196_percent","cpu_core_197_percent","cpu_core_198_percent","cpu_core_199_percent","cpu_core_19_percent","cpu_core_1_percent","cpu_core_200_percent","cpu_core_201_percent","cpu_core_202_percent","cpu_core_203_percent","cpu_core_204_percent","cpu_core_205_percent","cpu_core_206_percent","cpu_core_207_percent","cpu_core_208_percent","cpu_core_209_percent","cpu_core_20_percent","cpu_core_210_percent","cpu_core_211_percent","cpu_core_212_percent","cpu_core_213_percent","cpu_core_214_percent","cpu_core_215_percent","cpu_core_216_percent","cpu_core_217_percent","cpu_core_218_percent","cpu_core_219_percent","cpu_core_21_percent","cpu_core_220_percent","cpu_core_221_percent","cpu_core_222_percent","cpu_core_223_percent","cpu_core_224_percent","cpu_core_225_percent","cpu_core_226_percent","cpu_core_227_percent","cpu_core_228_percent","cpu_core_229_percent","cpu_core_22_percent","cpu_core_230_percent","cpu_core_231_percent","cpu_core_232_percent","cpu_core_233_percent","cpu_core_234_percent","cpu_core_235_percent","cpu_core_236_percent","cpu_core_237_percent","cpu_core_238_percent","cpu_core_239_percent","cpu_core_23_percent","cpu_core_240_percent","cpu_core_241_percent","cpu_core_242_percent","cpu_core_243_percent","cpu_core_244_percent","cpu_core_245_percent","cpu_core_246_percent","cpu_core_247_percent","cpu_core_248_percent","cpu_core_249_percent","cpu_core_24_percent","cpu_core_250_percent","cpu_core_251_percent","cpu_core_252_percent","cpu_core_253_percent","cpu_core_254_percent","cpu_core_255_percent","cpu_core_25_percent","cpu_core_26_percent","cpu_core_27_percent","cpu_core_28_percent","cpu_core_29_percent","cpu_core_2_percent","cpu_core_30_percent","cpu_core_31_percent","cpu_core_32_percent","cpu_core_33_percent","cpu_core_34_percent","cpu_core_35_percent","cpu_core_36_percent","cpu_core_37_percent","cpu_core_38_percent","cpu_core_39_percent","cpu_core_3_percent","cpu_core_40_percent","cpu_core_41_percent","cpu_core_42_percent","cpu_core_43_percent","cpu_core_44_percent","cpu_core_45_percent","cpu_core_46_percent","cpu_core_47_percent","cpu_core_48_percent","cpu_core_49_percent","cpu_core_4_percent","cpu_core_50_percent","cpu_core_51_percent","cpu_core_52_percent","cpu_core_53_percent","cpu_core_54_percent","cpu_core_55_percent","cpu_core_56_percent","cpu_core_57_percent","cpu_core_58_percent","cpu_core_59_percent","cpu_core_5_percent","cpu_core_60_percent","cpu_core_61_percent","cpu_core_62_percent","cpu_core_63_percent","cpu_core_64_percent","cpu_core_65_percent","cpu_core_66_percent","cpu_core_67_percent","cpu_core_68_percent","cpu_core_69_percent","cpu_core_6_percent","cpu_core_70_percent","cpu_core_71_percent","cpu_core_72_percent","cpu_core_73_percent","cpu_core_74_percent","cpu_core_75_percent","cpu_core_76_percent","cpu_core_77_percent","cpu_core_78_percent","cpu_core_79_percent","cpu_core_7_percent","cpu_core_80_percent","cpu_core_81_percent","cpu_core_82_percent","cpu_core_83_percent","cpu_core_84_percent","cpu_core_85_percent","cpu_core_86_percent","cpu_core_87_percent","cpu_core_88_percent","cpu_core_89_percent","cpu_core_8_percent","cpu_core_90_percent","cpu_core_91_percent","cpu_core_92_percent","cpu_core_93_percent","cpu_core_94_percent","cpu_core_95_percent","cpu_core_96_percent","cpu_core_97_percent","cpu_core_98_percent","cpu_core_99_percent","cpu_core_9_percent","cpu_kernel_percent","cpu_percent","cpu_user_percent","decode_average_percent","decode_engine_count","decode_max_percent","dedicated_bytes","dedicated_total_bytes","disk_queue_length","disk_read_bytes_per_sec","disk_write_bytes_per_sec","dotnet_allocation_bytes_per_sec","dotnet_gc_committed_bytes","dotnet_gc_fragmentation_bytes","dotnet_gc_gen0_heap_bytes","dotnet_gc_gen1_heap_bytes","dotnet_gc_gen2_heap_bytes","dotnet_gc_loh_bytes","dotnet_gc_poh_bytes","dotnet_heap_bytes","encode_average_percent","encode_engine_count","encode_max_percent","free_zeroed_memory_bytes","gdi_object_count","gpu_dedicated_bytes","gpu_percent","gpu_shared_bytes","handle_count","io_read_bytes_per_sec","io_write_bytes_per_sec","modified_memory_bytes","network_received_bytes_per_sec","network_sent_bytes_per_sec","nonpaged_pool_bytes","page_faults_major_per_sec","paged_pool_bytes","pages_input_per_sec","pages_output_per_sec","path","physical_memory_bytes","private_bytes","process_count","shared_bytes","shared_total_bytes","standby_memory_bytes","task_name","thread_count","total_memory_bytes","user_object_count","utilization_percent","workset_bytes","workset_private_bytes","workset_shareable_bytes"],"description":"A process, system or GPU adapter metric identifier from the metric catalog (winproc_list_metrics describes each)."}},"target":{"type":"object","additionalProperties":false,"minProperties":1,"maxProperties":1,"description":"The one target whose history is read; the default is the system target.","properties":{"process_ref":{"type":"string","minLength":1,"maxLength":512,"description":"Targets the process lifetime named by this opaque reference."},"system":{"type":"boolean","const":true,"description":"Targets the system when set to true."},"gpu_adapter":{"type":"string","minLength":1,"maxLength":128,"description":"Targets the GPU adapter with this adapter identifier (Windows LUID as high:low, Linux DRM card name)."}}},"from":{"type":"string","format":"date-time","description":"Inclusive start of the interval as an RFC 3339 timestamp; the default is the start of retained history."},"to":{"type":"string","format":"date-time","description":"Inclusive end of the interval as an RFC 3339 timestamp, not earlier than from; the default is the end of retained history."},"mode":{"type":"string","enum":["summary","raw"],"description":"summary (the default) for per-metric statistics over the whole interval, or raw for the paged sample series."},"source":{"type":"string","enum":["live","log"],"description":"Data source: live for the current sampling session, or log for a loaded saved log named by log_ref. The default is live, or log when only log_ref is supplied; an explicit source always takes precedence."},"log_ref":{"type":"string","minLength":1,"maxLength":256,"description":"Loaded log whose history is read; required for source log."},"limit":{"type":"integer","minimum":1,"maximum":5000,"description":"Raw mode only: maximum samples in the page, 1 through 5,000; the default is 5,000 in the normal bridge and 100 in raw mode, reduced to fit the 4 MiB response budget."},"cursor":{"type":"string","minLength":1,"maxLength":4096,"description":"Raw mode only: next_cursor of the previous page; repeat every other argument unchanged."},"retain_capture":{"type":"boolean","description":"Raw mode only: when true, keeps the raw series capture for rereading with winproc_read_capture until released with winproc_release_capture; the default is false in the normal bridge and raw mode always keeps it."}},"required":["metric_ids"]};
const formats0 = require("ajv-formats/dist/formats").fullFormats["date-time"];

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.metric_ids === undefined) && (missing0 = "metric_ids")){
validate16.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema17.properties, key0))){
validate16.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.metric_ids !== undefined){
let data0 = data.metric_ids;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
if(data0.length > 32){
validate16.errors = [{instancePath:instancePath+"/metric_ids",schemaPath:"#/properties/metric_ids/maxItems",keyword:"maxItems",params:{limit: 32},message:"must NOT have more than 32 items"}];
return false;
}
else {
if(data0.length < 1){
validate16.errors = [{instancePath:instancePath+"/metric_ids",schemaPath:"#/properties/metric_ids/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs4 = errors;
if(typeof data1 !== "string"){
validate16.errors = [{instancePath:instancePath+"/metric_ids/" + i0,schemaPath:"#/properties/metric_ids/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
let valid2;
valid2 = false;
for(const v0 of schema17.properties.metric_ids.items.enum){
if(func0(data1, v0)){
valid2 = true;
break;
}
}
if(!valid2){
validate16.errors = [{instancePath:instancePath+"/metric_ids/" + i0,schemaPath:"#/properties/metric_ids/items/enum",keyword:"enum",params:{allowedValues: schema17.properties.metric_ids.items.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
if(valid1){
let i1 = data0.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data0[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
validate16.errors = [{instancePath:instancePath+"/metric_ids",schemaPath:"#/properties/metric_ids/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
return false;
break;
}
indices0[item0] = i1;
}
}
}
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/metric_ids",schemaPath:"#/properties/metric_ids/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.target !== undefined){
let data2 = data.target;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(Object.keys(data2).length > 1){
validate16.errors = [{instancePath:instancePath+"/target",schemaPath:"#/properties/target/maxProperties",keyword:"maxProperties",params:{limit: 1},message:"must NOT have more than 1 properties"}];
return false;
}
else {
if(Object.keys(data2).length < 1){
validate16.errors = [{instancePath:instancePath+"/target",schemaPath:"#/properties/target/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!(((key1 === "process_ref") || (key1 === "system")) || (key1 === "gpu_adapter"))){
validate16.errors = [{instancePath:instancePath+"/target",schemaPath:"#/properties/target/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs8 === errors){
if(data2.process_ref !== undefined){
let data3 = data2.process_ref;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(func3(data3) > 512){
validate16.errors = [{instancePath:instancePath+"/target/process_ref",schemaPath:"#/properties/target/properties/process_ref/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
return false;
}
else {
if(func3(data3) < 1){
validate16.errors = [{instancePath:instancePath+"/target/process_ref",schemaPath:"#/properties/target/properties/process_ref/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/target/process_ref",schemaPath:"#/properties/target/properties/process_ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid4 = _errs9 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data2.system !== undefined){
let data4 = data2.system;
const _errs11 = errors;
if(typeof data4 !== "boolean"){
validate16.errors = [{instancePath:instancePath+"/target/system",schemaPath:"#/properties/target/properties/system/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data4){
validate16.errors = [{instancePath:instancePath+"/target/system",schemaPath:"#/properties/target/properties/system/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data2.gpu_adapter !== undefined){
let data5 = data2.gpu_adapter;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data5 === "string"){
if(func3(data5) > 128){
validate16.errors = [{instancePath:instancePath+"/target/gpu_adapter",schemaPath:"#/properties/target/properties/gpu_adapter/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func3(data5) < 1){
validate16.errors = [{instancePath:instancePath+"/target/gpu_adapter",schemaPath:"#/properties/target/properties/gpu_adapter/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/target/gpu_adapter",schemaPath:"#/properties/target/properties/gpu_adapter/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid4 = _errs13 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/target",schemaPath:"#/properties/target/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.from !== undefined){
let data6 = data.from;
const _errs15 = errors;
if(errors === _errs15){
if(errors === _errs15){
if(typeof data6 === "string"){
if(!(formats0.validate(data6))){
validate16.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate16.errors = [{instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.to !== undefined){
let data7 = data.to;
const _errs17 = errors;
if(errors === _errs17){
if(errors === _errs17){
if(typeof data7 === "string"){
if(!(formats0.validate(data7))){
validate16.errors = [{instancePath:instancePath+"/to",schemaPath:"#/properties/to/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate16.errors = [{instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mode !== undefined){
let data8 = data.mode;
const _errs19 = errors;
if(typeof data8 !== "string"){
validate16.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data8 === "summary") || (data8 === "raw"))){
validate16.errors = [{instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema17.properties.mode.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source !== undefined){
let data9 = data.source;
const _errs21 = errors;
if(typeof data9 !== "string"){
validate16.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data9 === "live") || (data9 === "log"))){
validate16.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/enum",keyword:"enum",params:{allowedValues: schema17.properties.source.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.log_ref !== undefined){
let data10 = data.log_ref;
const _errs23 = errors;
if(errors === _errs23){
if(typeof data10 === "string"){
if(func3(data10) > 256){
validate16.errors = [{instancePath:instancePath+"/log_ref",schemaPath:"#/properties/log_ref/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func3(data10) < 1){
validate16.errors = [{instancePath:instancePath+"/log_ref",schemaPath:"#/properties/log_ref/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/log_ref",schemaPath:"#/properties/log_ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.limit !== undefined){
let data11 = data.limit;
const _errs25 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
validate16.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs25){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 5000 || isNaN(data11)){
validate16.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5000},message:"must be <= 5000"}];
return false;
}
else {
if(data11 < 1 || isNaN(data11)){
validate16.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cursor !== undefined){
let data12 = data.cursor;
const _errs27 = errors;
if(errors === _errs27){
if(typeof data12 === "string"){
if(func3(data12) > 4096){
validate16.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
else {
if(func3(data12) < 1){
validate16.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.retain_capture !== undefined){
const _errs29 = errors;
if(typeof data.retain_capture !== "boolean"){
validate16.errors = [{instancePath:instancePath+"/retain_capture",schemaPath:"#/properties/retain_capture/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate16.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate16.errors = vErrors;
return errors === 0;
}

export const validateStartCaptureArgs = validate17;
const schema18 = {"type":"object","additionalProperties":false,"properties":{"kind":{"type":"string","enum":["file_users","open_files","modules","network","threads","scheduling"],"description":"What to capture: file_users (processes holding open disk files or directories, host-wide), open_files, modules, network (local endpoint tables), threads or scheduling."},"process_ref":{"type":"string","minLength":1,"maxLength":512,"description":"Live process lifetime to inspect: required for open_files, modules, threads and scheduling, optional for network (host-wide when omitted) and not accepted for file_users."},"wait_ms":{"type":"integer","minimum":0,"maximum":10000,"description":"Milliseconds the bridge waits for the job or operation to finish before returning its handle, 0 through 10,000; the default is 5,000 in the normal bridge and 0 in raw mode (mcp-bridge --raw). It is removed before native dispatch and does not change the request identity."},"read":{"type":"object","additionalProperties":false,"description":"Selects the rows and fields of the first result page that the bridge reads after a capture job succeeds. When omitted, the normal bridge reads the first page with the default selection; raw mode returns an inline page only when read is supplied. Only capture-producing jobs accept it.","properties":{"filter":{"type":"string","minLength":1,"maxLength":1024,"description":"Case-insensitive path filter: every whitespace-separated term must occur in the row path; no wildcards, regular expressions or filesystem traversal."},"owner_name":{"type":"string","minLength":1,"maxLength":260,"description":"Exact case-insensitive executable name of the owning process (for example chrome.exe); rows without a recorded owner never match."},"extension":{"type":"string","minLength":2,"maxLength":33,"pattern":"^\\.[^\\\\/]{1,32}$","description":"Case-insensitive filename extension including the leading dot (for example .log)."},"distinct_paths":{"type":"boolean","description":"When true, keeps one row per exact path in first-observed order (a name that is not valid UTF-8 is compared by its path_bytes_hex, so two files never merge); it requires projection [\"path\"] and does not merge path aliases or change source coverage."},"projection":{"type":"array","minItems":1,"maxItems":52,"uniqueItems":true,"description":"Row fields to return, applied after the row selectors. Fields by capture kind: process list: process_ref, pid, name, name_bytes_hex, start_time, parent, lifecycle, last_seen_at, history_from, history_to, path, task_name, user, cgroup, systemd_unit, container, namespace_pid; file_users: process_ref, pid, name, name_bytes_hex, path, path_bytes_hex, kind, handle_count; open_files: path, path_bytes_hex, handle, kind, size_bytes; modules: path, path_bytes_hex, name, directory, size_bytes, company, product_version, file_version, modified_at; network: protocol, local_address, local_port, remote_address, remote_port, state, pid, owner_name, owner_name_bytes_hex; threads: tid, base_priority, name, name_bytes_hex, cpu_seconds, ideal_cpu, last_cpu; scheduling: priority_class, nice, policy, process_affinity_mask, system_affinity_mask, eco_qos; process info: process_ref, pid, name, name_bytes_hex, image, version, user, command_line, parent, start_time, architecture, file; log listing: log_id, name. Row kinds: file_users kind: handle, cwd, root; open_files kind: file, directory, cwd, root. A handle row counts the process's open handles on the path in handle_count; a cwd or root row is the process's current or root directory (what fuser marks c and r), with handle and handle_count null; Windows reports no cwd or root rows. path_bytes_hex is present only when a Linux file name is not valid UTF-8: it holds the name's exact bytes as lower-case hex, and path then shows each byte outside a valid UTF-8 sequence as \\xNN and each backslash as \\\\, so no two such names show the same path. name_bytes_hex (and owner_name_bytes_hex) is the same for a Linux process or thread name that is not valid UTF-8: its exact bytes in hex, with name (owner_name) in the same escaped form, so two processes never share a name they do not have. A field foreign to the capture kind is rejected with INVALID_ARGUMENT. By default every field of the row is returned.","items":{"type":"string","enum":["process_ref","pid","name","name_bytes_hex","start_time","parent","lifecycle","last_seen_at","history_from","history_to","path","task_name","path_bytes_hex","user","command_line","cgroup","systemd_unit","container","namespace_pid","handle_count","handle","kind","size_bytes","directory","company","product_version","file_version","modified_at","protocol","local_address","local_port","remote_address","remote_port","state","owner_name","owner_name_bytes_hex","tid","base_priority","cpu_seconds","ideal_cpu","last_cpu","priority_class","nice","policy","process_affinity_mask","system_affinity_mask","eco_qos","image","version","architecture","file","log_id"]}},"limit":{"type":"integer","minimum":1,"maximum":5000,"description":"Maximum number of rows in the first page, 1 through 5,000; the default is 5,000 in the normal bridge and 100 in raw mode, reduced to fit the 4 MiB encoded response budget. It does not cap collection."}}},"retain_capture":{"type":"boolean","description":"When true, the bridge keeps the result capture after this response so it can be reread or filtered with winproc_read_capture; it is listed in retained_capture_ids and the caller releases it with winproc_release_capture. The default is false in the normal bridge, which releases the capture after the final page; raw mode always keeps captures until release, expiry or disconnect."}},"required":["kind"]};
const pattern0 = new RegExp("^\\.[^\\\\/]{1,32}$", "u");

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.kind === undefined) && (missing0 = "kind")){
validate17.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "kind") || (key0 === "process_ref")) || (key0 === "wait_ms")) || (key0 === "read")) || (key0 === "retain_capture"))){
validate17.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.kind !== undefined){
let data0 = data.kind;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate17.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data0 === "file_users") || (data0 === "open_files")) || (data0 === "modules")) || (data0 === "network")) || (data0 === "threads")) || (data0 === "scheduling"))){
validate17.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema18.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.process_ref !== undefined){
let data1 = data.process_ref;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func3(data1) > 512){
validate17.errors = [{instancePath:instancePath+"/process_ref",schemaPath:"#/properties/process_ref/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
return false;
}
else {
if(func3(data1) < 1){
validate17.errors = [{instancePath:instancePath+"/process_ref",schemaPath:"#/properties/process_ref/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/process_ref",schemaPath:"#/properties/process_ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.wait_ms !== undefined){
let data2 = data.wait_ms;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate17.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 10000 || isNaN(data2)){
validate17.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"}];
return false;
}
else {
if(data2 < 0 || isNaN(data2)){
validate17.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.read !== undefined){
let data3 = data.read;
const _errs8 = errors;
if(errors === _errs8){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
const _errs10 = errors;
for(const key1 in data3){
if(!((((((key1 === "filter") || (key1 === "owner_name")) || (key1 === "extension")) || (key1 === "distinct_paths")) || (key1 === "projection")) || (key1 === "limit"))){
validate17.errors = [{instancePath:instancePath+"/read",schemaPath:"#/properties/read/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs10 === errors){
if(data3.filter !== undefined){
let data4 = data3.filter;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func3(data4) > 1024){
validate17.errors = [{instancePath:instancePath+"/read/filter",schemaPath:"#/properties/read/properties/filter/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
else {
if(func3(data4) < 1){
validate17.errors = [{instancePath:instancePath+"/read/filter",schemaPath:"#/properties/read/properties/filter/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/read/filter",schemaPath:"#/properties/read/properties/filter/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.owner_name !== undefined){
let data5 = data3.owner_name;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data5 === "string"){
if(func3(data5) > 260){
validate17.errors = [{instancePath:instancePath+"/read/owner_name",schemaPath:"#/properties/read/properties/owner_name/maxLength",keyword:"maxLength",params:{limit: 260},message:"must NOT have more than 260 characters"}];
return false;
}
else {
if(func3(data5) < 1){
validate17.errors = [{instancePath:instancePath+"/read/owner_name",schemaPath:"#/properties/read/properties/owner_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/read/owner_name",schemaPath:"#/properties/read/properties/owner_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.extension !== undefined){
let data6 = data3.extension;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data6 === "string"){
if(func3(data6) > 33){
validate17.errors = [{instancePath:instancePath+"/read/extension",schemaPath:"#/properties/read/properties/extension/maxLength",keyword:"maxLength",params:{limit: 33},message:"must NOT have more than 33 characters"}];
return false;
}
else {
if(func3(data6) < 2){
validate17.errors = [{instancePath:instancePath+"/read/extension",schemaPath:"#/properties/read/properties/extension/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"}];
return false;
}
else {
if(!pattern0.test(data6)){
validate17.errors = [{instancePath:instancePath+"/read/extension",schemaPath:"#/properties/read/properties/extension/pattern",keyword:"pattern",params:{pattern: "^\\.[^\\\\/]{1,32}$"},message:"must match pattern \""+"^\\.[^\\\\/]{1,32}$"+"\""}];
return false;
}
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/read/extension",schemaPath:"#/properties/read/properties/extension/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.distinct_paths !== undefined){
const _errs17 = errors;
if(typeof data3.distinct_paths !== "boolean"){
validate17.errors = [{instancePath:instancePath+"/read/distinct_paths",schemaPath:"#/properties/read/properties/distinct_paths/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.projection !== undefined){
let data8 = data3.projection;
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data8)){
if(data8.length > 52){
validate17.errors = [{instancePath:instancePath+"/read/projection",schemaPath:"#/properties/read/properties/projection/maxItems",keyword:"maxItems",params:{limit: 52},message:"must NOT have more than 52 items"}];
return false;
}
else {
if(data8.length < 1){
validate17.errors = [{instancePath:instancePath+"/read/projection",schemaPath:"#/properties/read/properties/projection/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs21 = errors;
if(typeof data9 !== "string"){
validate17.errors = [{instancePath:instancePath+"/read/projection/" + i0,schemaPath:"#/properties/read/properties/projection/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((data9 === "process_ref") || (data9 === "pid")) || (data9 === "name")) || (data9 === "name_bytes_hex")) || (data9 === "start_time")) || (data9 === "parent")) || (data9 === "lifecycle")) || (data9 === "last_seen_at")) || (data9 === "history_from")) || (data9 === "history_to")) || (data9 === "path")) || (data9 === "task_name")) || (data9 === "path_bytes_hex")) || (data9 === "user")) || (data9 === "command_line")) || (data9 === "cgroup")) || (data9 === "systemd_unit")) || (data9 === "container")) || (data9 === "namespace_pid")) || (data9 === "handle_count")) || (data9 === "handle")) || (data9 === "kind")) || (data9 === "size_bytes")) || (data9 === "directory")) || (data9 === "company")) || (data9 === "product_version")) || (data9 === "file_version")) || (data9 === "modified_at")) || (data9 === "protocol")) || (data9 === "local_address")) || (data9 === "local_port")) || (data9 === "remote_address")) || (data9 === "remote_port")) || (data9 === "state")) || (data9 === "owner_name")) || (data9 === "owner_name_bytes_hex")) || (data9 === "tid")) || (data9 === "base_priority")) || (data9 === "cpu_seconds")) || (data9 === "ideal_cpu")) || (data9 === "last_cpu")) || (data9 === "priority_class")) || (data9 === "nice")) || (data9 === "policy")) || (data9 === "process_affinity_mask")) || (data9 === "system_affinity_mask")) || (data9 === "eco_qos")) || (data9 === "image")) || (data9 === "version")) || (data9 === "architecture")) || (data9 === "file")) || (data9 === "log_id"))){
validate17.errors = [{instancePath:instancePath+"/read/projection/" + i0,schemaPath:"#/properties/read/properties/projection/items/enum",keyword:"enum",params:{allowedValues: schema18.properties.read.properties.projection.items.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs21 === errors;
if(!valid2){
break;
}
}
if(valid2){
let i1 = data8.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data8[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
validate17.errors = [{instancePath:instancePath+"/read/projection",schemaPath:"#/properties/read/properties/projection/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
return false;
break;
}
indices0[item0] = i1;
}
}
}
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/read/projection",schemaPath:"#/properties/read/properties/projection/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs19 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data3.limit !== undefined){
let data10 = data3.limit;
const _errs23 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
validate17.errors = [{instancePath:instancePath+"/read/limit",schemaPath:"#/properties/read/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs23){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 5000 || isNaN(data10)){
validate17.errors = [{instancePath:instancePath+"/read/limit",schemaPath:"#/properties/read/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5000},message:"must be <= 5000"}];
return false;
}
else {
if(data10 < 1 || isNaN(data10)){
validate17.errors = [{instancePath:instancePath+"/read/limit",schemaPath:"#/properties/read/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/read",schemaPath:"#/properties/read/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.retain_capture !== undefined){
const _errs25 = errors;
if(typeof data.retain_capture !== "boolean"){
validate17.errors = [{instancePath:instancePath+"/retain_capture",schemaPath:"#/properties/retain_capture/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate17.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate17.errors = vErrors;
return errors === 0;
}

export const validateGetJobArgs = validate18;
const schema19 = {"type":"object","additionalProperties":false,"properties":{"job_id":{"type":"string","minLength":1,"maxLength":256,"description":"Opaque connection-owned job identifier returned by a job-starting tool."},"wait_ms":{"type":"integer","minimum":0,"maximum":10000,"description":"Milliseconds the bridge waits for the job or operation to finish before returning its handle, 0 through 10,000; the default is 5,000 in the normal bridge and 0 in raw mode (mcp-bridge --raw). It is removed before native dispatch and does not change the request identity."},"read":{"type":"object","additionalProperties":false,"description":"Selects the rows and fields of the first result page that the bridge reads after a capture job succeeds. When omitted, the normal bridge reads the first page with the default selection; raw mode returns an inline page only when read is supplied. Only capture-producing jobs accept it.","properties":{"filter":{"type":"string","minLength":1,"maxLength":1024,"description":"Case-insensitive path filter: every whitespace-separated term must occur in the row path; no wildcards, regular expressions or filesystem traversal."},"owner_name":{"type":"string","minLength":1,"maxLength":260,"description":"Exact case-insensitive executable name of the owning process (for example chrome.exe); rows without a recorded owner never match."},"extension":{"type":"string","minLength":2,"maxLength":33,"pattern":"^\\.[^\\\\/]{1,32}$","description":"Case-insensitive filename extension including the leading dot (for example .log)."},"distinct_paths":{"type":"boolean","description":"When true, keeps one row per exact path in first-observed order (a name that is not valid UTF-8 is compared by its path_bytes_hex, so two files never merge); it requires projection [\"path\"] and does not merge path aliases or change source coverage."},"projection":{"type":"array","minItems":1,"maxItems":52,"uniqueItems":true,"description":"Row fields to return, applied after the row selectors. Fields by capture kind: process list: process_ref, pid, name, name_bytes_hex, start_time, parent, lifecycle, last_seen_at, history_from, history_to, path, task_name, user, cgroup, systemd_unit, container, namespace_pid; file_users: process_ref, pid, name, name_bytes_hex, path, path_bytes_hex, kind, handle_count; open_files: path, path_bytes_hex, handle, kind, size_bytes; modules: path, path_bytes_hex, name, directory, size_bytes, company, product_version, file_version, modified_at; network: protocol, local_address, local_port, remote_address, remote_port, state, pid, owner_name, owner_name_bytes_hex; threads: tid, base_priority, name, name_bytes_hex, cpu_seconds, ideal_cpu, last_cpu; scheduling: priority_class, nice, policy, process_affinity_mask, system_affinity_mask, eco_qos; process info: process_ref, pid, name, name_bytes_hex, image, version, user, command_line, parent, start_time, architecture, file; log listing: log_id, name. Row kinds: file_users kind: handle, cwd, root; open_files kind: file, directory, cwd, root. A handle row counts the process's open handles on the path in handle_count; a cwd or root row is the process's current or root directory (what fuser marks c and r), with handle and handle_count null; Windows reports no cwd or root rows. path_bytes_hex is present only when a Linux file name is not valid UTF-8: it holds the name's exact bytes as lower-case hex, and path then shows each byte outside a valid UTF-8 sequence as \\xNN and each backslash as \\\\, so no two such names show the same path. name_bytes_hex (and owner_name_bytes_hex) is the same for a Linux process or thread name that is not valid UTF-8: its exact bytes in hex, with name (owner_name) in the same escaped form, so two processes never share a name they do not have. A field foreign to the capture kind is rejected with INVALID_ARGUMENT. By default every field of the row is returned.","items":{"type":"string","enum":["process_ref","pid","name","name_bytes_hex","start_time","parent","lifecycle","last_seen_at","history_from","history_to","path","task_name","path_bytes_hex","user","command_line","cgroup","systemd_unit","container","namespace_pid","handle_count","handle","kind","size_bytes","directory","company","product_version","file_version","modified_at","protocol","local_address","local_port","remote_address","remote_port","state","owner_name","owner_name_bytes_hex","tid","base_priority","cpu_seconds","ideal_cpu","last_cpu","priority_class","nice","policy","process_affinity_mask","system_affinity_mask","eco_qos","image","version","architecture","file","log_id"]}},"limit":{"type":"integer","minimum":1,"maximum":5000,"description":"Maximum number of rows in the first page, 1 through 5,000; the default is 5,000 in the normal bridge and 100 in raw mode, reduced to fit the 4 MiB encoded response budget. It does not cap collection."}}},"retain_capture":{"type":"boolean","description":"When true, the bridge keeps the result capture after this response so it can be reread or filtered with winproc_read_capture; it is listed in retained_capture_ids and the caller releases it with winproc_release_capture. The default is false in the normal bridge, which releases the capture after the final page; raw mode always keeps captures until release, expiry or disconnect."}},"required":["job_id"]};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.job_id === undefined) && (missing0 = "job_id")){
validate18.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "job_id") || (key0 === "wait_ms")) || (key0 === "read")) || (key0 === "retain_capture"))){
validate18.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.job_id !== undefined){
let data0 = data.job_id;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func3(data0) > 256){
validate18.errors = [{instancePath:instancePath+"/job_id",schemaPath:"#/properties/job_id/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func3(data0) < 1){
validate18.errors = [{instancePath:instancePath+"/job_id",schemaPath:"#/properties/job_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate18.errors = [{instancePath:instancePath+"/job_id",schemaPath:"#/properties/job_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.wait_ms !== undefined){
let data1 = data.wait_ms;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate18.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 10000 || isNaN(data1)){
validate18.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"}];
return false;
}
else {
if(data1 < 0 || isNaN(data1)){
validate18.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.read !== undefined){
let data2 = data.read;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
const _errs8 = errors;
for(const key1 in data2){
if(!((((((key1 === "filter") || (key1 === "owner_name")) || (key1 === "extension")) || (key1 === "distinct_paths")) || (key1 === "projection")) || (key1 === "limit"))){
validate18.errors = [{instancePath:instancePath+"/read",schemaPath:"#/properties/read/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs8 === errors){
if(data2.filter !== undefined){
let data3 = data2.filter;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(func3(data3) > 1024){
validate18.errors = [{instancePath:instancePath+"/read/filter",schemaPath:"#/properties/read/properties/filter/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
else {
if(func3(data3) < 1){
validate18.errors = [{instancePath:instancePath+"/read/filter",schemaPath:"#/properties/read/properties/filter/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate18.errors = [{instancePath:instancePath+"/read/filter",schemaPath:"#/properties/read/properties/filter/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.owner_name !== undefined){
let data4 = data2.owner_name;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func3(data4) > 260){
validate18.errors = [{instancePath:instancePath+"/read/owner_name",schemaPath:"#/properties/read/properties/owner_name/maxLength",keyword:"maxLength",params:{limit: 260},message:"must NOT have more than 260 characters"}];
return false;
}
else {
if(func3(data4) < 1){
validate18.errors = [{instancePath:instancePath+"/read/owner_name",schemaPath:"#/properties/read/properties/owner_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate18.errors = [{instancePath:instancePath+"/read/owner_name",schemaPath:"#/properties/read/properties/owner_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.extension !== undefined){
let data5 = data2.extension;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data5 === "string"){
if(func3(data5) > 33){
validate18.errors = [{instancePath:instancePath+"/read/extension",schemaPath:"#/properties/read/properties/extension/maxLength",keyword:"maxLength",params:{limit: 33},message:"must NOT have more than 33 characters"}];
return false;
}
else {
if(func3(data5) < 2){
validate18.errors = [{instancePath:instancePath+"/read/extension",schemaPath:"#/properties/read/properties/extension/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"}];
return false;
}
else {
if(!pattern0.test(data5)){
validate18.errors = [{instancePath:instancePath+"/read/extension",schemaPath:"#/properties/read/properties/extension/pattern",keyword:"pattern",params:{pattern: "^\\.[^\\\\/]{1,32}$"},message:"must match pattern \""+"^\\.[^\\\\/]{1,32}$"+"\""}];
return false;
}
}
}
}
else {
validate18.errors = [{instancePath:instancePath+"/read/extension",schemaPath:"#/properties/read/properties/extension/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.distinct_paths !== undefined){
const _errs15 = errors;
if(typeof data2.distinct_paths !== "boolean"){
validate18.errors = [{instancePath:instancePath+"/read/distinct_paths",schemaPath:"#/properties/read/properties/distinct_paths/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.projection !== undefined){
let data7 = data2.projection;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data7)){
if(data7.length > 52){
validate18.errors = [{instancePath:instancePath+"/read/projection",schemaPath:"#/properties/read/properties/projection/maxItems",keyword:"maxItems",params:{limit: 52},message:"must NOT have more than 52 items"}];
return false;
}
else {
if(data7.length < 1){
validate18.errors = [{instancePath:instancePath+"/read/projection",schemaPath:"#/properties/read/properties/projection/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
const _errs19 = errors;
if(typeof data8 !== "string"){
validate18.errors = [{instancePath:instancePath+"/read/projection/" + i0,schemaPath:"#/properties/read/properties/projection/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((data8 === "process_ref") || (data8 === "pid")) || (data8 === "name")) || (data8 === "name_bytes_hex")) || (data8 === "start_time")) || (data8 === "parent")) || (data8 === "lifecycle")) || (data8 === "last_seen_at")) || (data8 === "history_from")) || (data8 === "history_to")) || (data8 === "path")) || (data8 === "task_name")) || (data8 === "path_bytes_hex")) || (data8 === "user")) || (data8 === "command_line")) || (data8 === "cgroup")) || (data8 === "systemd_unit")) || (data8 === "container")) || (data8 === "namespace_pid")) || (data8 === "handle_count")) || (data8 === "handle")) || (data8 === "kind")) || (data8 === "size_bytes")) || (data8 === "directory")) || (data8 === "company")) || (data8 === "product_version")) || (data8 === "file_version")) || (data8 === "modified_at")) || (data8 === "protocol")) || (data8 === "local_address")) || (data8 === "local_port")) || (data8 === "remote_address")) || (data8 === "remote_port")) || (data8 === "state")) || (data8 === "owner_name")) || (data8 === "owner_name_bytes_hex")) || (data8 === "tid")) || (data8 === "base_priority")) || (data8 === "cpu_seconds")) || (data8 === "ideal_cpu")) || (data8 === "last_cpu")) || (data8 === "priority_class")) || (data8 === "nice")) || (data8 === "policy")) || (data8 === "process_affinity_mask")) || (data8 === "system_affinity_mask")) || (data8 === "eco_qos")) || (data8 === "image")) || (data8 === "version")) || (data8 === "architecture")) || (data8 === "file")) || (data8 === "log_id"))){
validate18.errors = [{instancePath:instancePath+"/read/projection/" + i0,schemaPath:"#/properties/read/properties/projection/items/enum",keyword:"enum",params:{allowedValues: schema19.properties.read.properties.projection.items.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs19 === errors;
if(!valid2){
break;
}
}
if(valid2){
let i1 = data7.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data7[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
validate18.errors = [{instancePath:instancePath+"/read/projection",schemaPath:"#/properties/read/properties/projection/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
return false;
break;
}
indices0[item0] = i1;
}
}
}
}
}
}
else {
validate18.errors = [{instancePath:instancePath+"/read/projection",schemaPath:"#/properties/read/properties/projection/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.limit !== undefined){
let data9 = data2.limit;
const _errs21 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate18.errors = [{instancePath:instancePath+"/read/limit",schemaPath:"#/properties/read/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 5000 || isNaN(data9)){
validate18.errors = [{instancePath:instancePath+"/read/limit",schemaPath:"#/properties/read/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5000},message:"must be <= 5000"}];
return false;
}
else {
if(data9 < 1 || isNaN(data9)){
validate18.errors = [{instancePath:instancePath+"/read/limit",schemaPath:"#/properties/read/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
else {
validate18.errors = [{instancePath:instancePath+"/read",schemaPath:"#/properties/read/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.retain_capture !== undefined){
const _errs23 = errors;
if(typeof data.retain_capture !== "boolean"){
validate18.errors = [{instancePath:instancePath+"/retain_capture",schemaPath:"#/properties/retain_capture/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate18.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate18.errors = vErrors;
return errors === 0;
}

export const validateReadCaptureArgs = validate19;
const schema20 = {"type":"object","additionalProperties":false,"properties":{"capture_id":{"type":"string","minLength":1,"maxLength":256,"description":"Opaque connection-owned capture identifier returned as data.capture_id or in retained_capture_ids."},"filter":{"type":"string","minLength":1,"maxLength":1024,"description":"Case-insensitive path filter: every whitespace-separated term must occur in the row path; no wildcards, regular expressions or filesystem traversal."},"owner_name":{"type":"string","minLength":1,"maxLength":260,"description":"Exact case-insensitive executable name of the owning process (for example chrome.exe); rows without a recorded owner never match."},"extension":{"type":"string","minLength":2,"maxLength":33,"pattern":"^\\.[^\\\\/]{1,32}$","description":"Case-insensitive filename extension including the leading dot (for example .log)."},"distinct_paths":{"type":"boolean","description":"When true, keeps one row per exact path in first-observed order (a name that is not valid UTF-8 is compared by its path_bytes_hex, so two files never merge); it requires projection [\"path\"] and does not merge path aliases or change source coverage."},"projection":{"type":"array","minItems":1,"maxItems":52,"uniqueItems":true,"description":"Row fields to return, applied after the row selectors. Fields by capture kind: process list: process_ref, pid, name, name_bytes_hex, start_time, parent, lifecycle, last_seen_at, history_from, history_to, path, task_name, user, cgroup, systemd_unit, container, namespace_pid; file_users: process_ref, pid, name, name_bytes_hex, path, path_bytes_hex, kind, handle_count; open_files: path, path_bytes_hex, handle, kind, size_bytes; modules: path, path_bytes_hex, name, directory, size_bytes, company, product_version, file_version, modified_at; network: protocol, local_address, local_port, remote_address, remote_port, state, pid, owner_name, owner_name_bytes_hex; threads: tid, base_priority, name, name_bytes_hex, cpu_seconds, ideal_cpu, last_cpu; scheduling: priority_class, nice, policy, process_affinity_mask, system_affinity_mask, eco_qos; process info: process_ref, pid, name, name_bytes_hex, image, version, user, command_line, parent, start_time, architecture, file; log listing: log_id, name. Row kinds: file_users kind: handle, cwd, root; open_files kind: file, directory, cwd, root. A handle row counts the process's open handles on the path in handle_count; a cwd or root row is the process's current or root directory (what fuser marks c and r), with handle and handle_count null; Windows reports no cwd or root rows. path_bytes_hex is present only when a Linux file name is not valid UTF-8: it holds the name's exact bytes as lower-case hex, and path then shows each byte outside a valid UTF-8 sequence as \\xNN and each backslash as \\\\, so no two such names show the same path. name_bytes_hex (and owner_name_bytes_hex) is the same for a Linux process or thread name that is not valid UTF-8: its exact bytes in hex, with name (owner_name) in the same escaped form, so two processes never share a name they do not have. A field foreign to the capture kind is rejected with INVALID_ARGUMENT. By default every field of the row is returned.","items":{"type":"string","enum":["process_ref","pid","name","name_bytes_hex","start_time","parent","lifecycle","last_seen_at","history_from","history_to","path","task_name","path_bytes_hex","user","command_line","cgroup","systemd_unit","container","namespace_pid","handle_count","handle","kind","size_bytes","directory","company","product_version","file_version","modified_at","protocol","local_address","local_port","remote_address","remote_port","state","owner_name","owner_name_bytes_hex","tid","base_priority","cpu_seconds","ideal_cpu","last_cpu","priority_class","nice","policy","process_affinity_mask","system_affinity_mask","eco_qos","image","version","architecture","file","log_id"]}},"limit":{"type":"integer","minimum":1,"maximum":5000,"description":"Maximum number of rows in the page, 1 through 5,000; the default is 5,000 in the normal bridge and 100 in raw mode. The 4 MiB encoded response budget can return fewer rows, so always inspect next_cursor."},"cursor":{"type":"string","minLength":1,"maxLength":4096,"description":"Opaque next_cursor from the previous page of this capture. An unmodified read (no selectors, no projection) may change limit; a read with selectors or a projection must repeat every argument unchanged, limit included, or the call fails with CURSOR_INVALID."},"retain_capture":{"type":"boolean","description":"When true, keeps the capture read by this call (including a derived filtered capture) after the final page so it can be read again; it is listed in retained_capture_ids for release with winproc_release_capture. The default is false in the normal bridge; raw mode always keeps captures."}},"required":["capture_id"]};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.capture_id === undefined) && (missing0 = "capture_id")){
validate19.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func2.call(schema20.properties, key0))){
validate19.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.capture_id !== undefined){
let data0 = data.capture_id;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func3(data0) > 256){
validate19.errors = [{instancePath:instancePath+"/capture_id",schemaPath:"#/properties/capture_id/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func3(data0) < 1){
validate19.errors = [{instancePath:instancePath+"/capture_id",schemaPath:"#/properties/capture_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/capture_id",schemaPath:"#/properties/capture_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.filter !== undefined){
let data1 = data.filter;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func3(data1) > 1024){
validate19.errors = [{instancePath:instancePath+"/filter",schemaPath:"#/properties/filter/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
else {
if(func3(data1) < 1){
validate19.errors = [{instancePath:instancePath+"/filter",schemaPath:"#/properties/filter/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/filter",schemaPath:"#/properties/filter/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.owner_name !== undefined){
let data2 = data.owner_name;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func3(data2) > 260){
validate19.errors = [{instancePath:instancePath+"/owner_name",schemaPath:"#/properties/owner_name/maxLength",keyword:"maxLength",params:{limit: 260},message:"must NOT have more than 260 characters"}];
return false;
}
else {
if(func3(data2) < 1){
validate19.errors = [{instancePath:instancePath+"/owner_name",schemaPath:"#/properties/owner_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/owner_name",schemaPath:"#/properties/owner_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.extension !== undefined){
let data3 = data.extension;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func3(data3) > 33){
validate19.errors = [{instancePath:instancePath+"/extension",schemaPath:"#/properties/extension/maxLength",keyword:"maxLength",params:{limit: 33},message:"must NOT have more than 33 characters"}];
return false;
}
else {
if(func3(data3) < 2){
validate19.errors = [{instancePath:instancePath+"/extension",schemaPath:"#/properties/extension/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"}];
return false;
}
else {
if(!pattern0.test(data3)){
validate19.errors = [{instancePath:instancePath+"/extension",schemaPath:"#/properties/extension/pattern",keyword:"pattern",params:{pattern: "^\\.[^\\\\/]{1,32}$"},message:"must match pattern \""+"^\\.[^\\\\/]{1,32}$"+"\""}];
return false;
}
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/extension",schemaPath:"#/properties/extension/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.distinct_paths !== undefined){
const _errs10 = errors;
if(typeof data.distinct_paths !== "boolean"){
validate19.errors = [{instancePath:instancePath+"/distinct_paths",schemaPath:"#/properties/distinct_paths/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.projection !== undefined){
let data5 = data.projection;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data5)){
if(data5.length > 52){
validate19.errors = [{instancePath:instancePath+"/projection",schemaPath:"#/properties/projection/maxItems",keyword:"maxItems",params:{limit: 52},message:"must NOT have more than 52 items"}];
return false;
}
else {
if(data5.length < 1){
validate19.errors = [{instancePath:instancePath+"/projection",schemaPath:"#/properties/projection/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
const _errs14 = errors;
if(typeof data6 !== "string"){
validate19.errors = [{instancePath:instancePath+"/projection/" + i0,schemaPath:"#/properties/projection/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((data6 === "process_ref") || (data6 === "pid")) || (data6 === "name")) || (data6 === "name_bytes_hex")) || (data6 === "start_time")) || (data6 === "parent")) || (data6 === "lifecycle")) || (data6 === "last_seen_at")) || (data6 === "history_from")) || (data6 === "history_to")) || (data6 === "path")) || (data6 === "task_name")) || (data6 === "path_bytes_hex")) || (data6 === "user")) || (data6 === "command_line")) || (data6 === "cgroup")) || (data6 === "systemd_unit")) || (data6 === "container")) || (data6 === "namespace_pid")) || (data6 === "handle_count")) || (data6 === "handle")) || (data6 === "kind")) || (data6 === "size_bytes")) || (data6 === "directory")) || (data6 === "company")) || (data6 === "product_version")) || (data6 === "file_version")) || (data6 === "modified_at")) || (data6 === "protocol")) || (data6 === "local_address")) || (data6 === "local_port")) || (data6 === "remote_address")) || (data6 === "remote_port")) || (data6 === "state")) || (data6 === "owner_name")) || (data6 === "owner_name_bytes_hex")) || (data6 === "tid")) || (data6 === "base_priority")) || (data6 === "cpu_seconds")) || (data6 === "ideal_cpu")) || (data6 === "last_cpu")) || (data6 === "priority_class")) || (data6 === "nice")) || (data6 === "policy")) || (data6 === "process_affinity_mask")) || (data6 === "system_affinity_mask")) || (data6 === "eco_qos")) || (data6 === "image")) || (data6 === "version")) || (data6 === "architecture")) || (data6 === "file")) || (data6 === "log_id"))){
validate19.errors = [{instancePath:instancePath+"/projection/" + i0,schemaPath:"#/properties/projection/items/enum",keyword:"enum",params:{allowedValues: schema20.properties.projection.items.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs14 === errors;
if(!valid1){
break;
}
}
if(valid1){
let i1 = data5.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data5[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
validate19.errors = [{instancePath:instancePath+"/projection",schemaPath:"#/properties/projection/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
return false;
break;
}
indices0[item0] = i1;
}
}
}
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/projection",schemaPath:"#/properties/projection/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.limit !== undefined){
let data7 = data.limit;
const _errs16 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate19.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs16){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 5000 || isNaN(data7)){
validate19.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5000},message:"must be <= 5000"}];
return false;
}
else {
if(data7 < 1 || isNaN(data7)){
validate19.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cursor !== undefined){
let data8 = data.cursor;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data8 === "string"){
if(func3(data8) > 4096){
validate19.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
else {
if(func3(data8) < 1){
validate19.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate19.errors = [{instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.retain_capture !== undefined){
const _errs20 = errors;
if(typeof data.retain_capture !== "boolean"){
validate19.errors = [{instancePath:instancePath+"/retain_capture",schemaPath:"#/properties/retain_capture/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate19.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate19.errors = vErrors;
return errors === 0;
}

export const validateCancelJobArgs = validate20;
const schema21 = {"type":"object","additionalProperties":false,"properties":{"job_id":{"type":"string","minLength":1,"maxLength":256,"description":"Opaque connection-owned job identifier returned by a job-starting tool."}},"required":["job_id"]};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.job_id === undefined) && (missing0 = "job_id")){
validate20.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "job_id")){
validate20.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.job_id !== undefined){
let data0 = data.job_id;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func3(data0) > 256){
validate20.errors = [{instancePath:instancePath+"/job_id",schemaPath:"#/properties/job_id/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func3(data0) < 1){
validate20.errors = [{instancePath:instancePath+"/job_id",schemaPath:"#/properties/job_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/job_id",schemaPath:"#/properties/job_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
else {
validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate20.errors = vErrors;
return errors === 0;
}

export const validateReleaseCaptureArgs = validate21;
const schema22 = {"type":"object","additionalProperties":false,"properties":{"capture_id":{"type":"string","minLength":1,"maxLength":256,"description":"Opaque connection-owned capture identifier returned as data.capture_id or in retained_capture_ids."}},"required":["capture_id"]};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.capture_id === undefined) && (missing0 = "capture_id")){
validate21.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "capture_id")){
validate21.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.capture_id !== undefined){
let data0 = data.capture_id;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func3(data0) > 256){
validate21.errors = [{instancePath:instancePath+"/capture_id",schemaPath:"#/properties/capture_id/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func3(data0) < 1){
validate21.errors = [{instancePath:instancePath+"/capture_id",schemaPath:"#/properties/capture_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/capture_id",schemaPath:"#/properties/capture_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
else {
validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate21.errors = vErrors;
return errors === 0;
}

export const validateGetGraphsArgs = validate22;
const schema23 = {"type":"object","additionalProperties":false,"properties":{"process_name":{"type":"string","minLength":1,"maxLength":260,"description":"Case-insensitive process-name substring; includes matching displayed and retained process targets."},"include_processes":{"type":"boolean","description":"When true, includes displayed and retained process targets; the default is false unless process_name is supplied."},"target_limit":{"type":"integer","minimum":1,"maximum":5000,"description":"Maximum process targets to return, 1 through 5,000; the default is 500."}}};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "process_name") || (key0 === "include_processes")) || (key0 === "target_limit"))){
validate22.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.process_name !== undefined){
let data0 = data.process_name;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func3(data0) > 260){
validate22.errors = [{instancePath:instancePath+"/process_name",schemaPath:"#/properties/process_name/maxLength",keyword:"maxLength",params:{limit: 260},message:"must NOT have more than 260 characters"}];
return false;
}
else {
if(func3(data0) < 1){
validate22.errors = [{instancePath:instancePath+"/process_name",schemaPath:"#/properties/process_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/process_name",schemaPath:"#/properties/process_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.include_processes !== undefined){
const _errs4 = errors;
if(typeof data.include_processes !== "boolean"){
validate22.errors = [{instancePath:instancePath+"/include_processes",schemaPath:"#/properties/include_processes/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.target_limit !== undefined){
let data2 = data.target_limit;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate22.errors = [{instancePath:instancePath+"/target_limit",schemaPath:"#/properties/target_limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 5000 || isNaN(data2)){
validate22.errors = [{instancePath:instancePath+"/target_limit",schemaPath:"#/properties/target_limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5000},message:"must be <= 5000"}];
return false;
}
else {
if(data2 < 1 || isNaN(data2)){
validate22.errors = [{instancePath:instancePath+"/target_limit",schemaPath:"#/properties/target_limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate22.errors = vErrors;
return errors === 0;
}

export const validateAddGraphsArgs = validate23;
const schema24 = {"type":"object","additionalProperties":false,"properties":{"metrics":{"type":"array","minItems":1,"maxItems":16,"description":"Graph sources to append in order, 1 to 16; sources already registered consume no slot, and the whole addition fails if the workspace would exceed 16 Graphs.","items":{"type":"object","additionalProperties":false,"required":["metric_id"],"maxProperties":2,"description":"One Graph source: metric_id alone selects a system metric; add process_ref for a process metric or gpu_adapter for a GPU adapter metric, never both.","properties":{"metric_id":{"type":"string","enum":["available_memory_bytes","commit_limit_bytes","committed_bytes","cpu_average_percent","cpu_core_0_percent","cpu_core_100_percent","cpu_core_101_percent","cpu_core_102_percent","cpu_core_103_percent","cpu_core_104_percent","cpu_core_105_percent","cpu_core_106_percent","cpu_core_107_percent","cpu_core_108_percent","cpu_core_109_percent","cpu_core_10_percent","cpu_core_110_percent","cpu_core_111_percent","cpu_core_112_percent","cpu_core_113_percent","cpu_core_114_percent","cpu_core_115_percent","cpu_core_116_percent","cpu_core_117_percent","cpu_core_118_percent","cpu_core_119_percent","cpu_core_11_percent","cpu_core_120_percent","cpu_core_121_percent","cpu_core_122_percent","cpu_core_123_percent","cpu_core_124_percent","cpu_core_125_percent","cpu_core_126_percent","cpu_core_127_percent","cpu_core_128_percent","cpu_core_129_percent","cpu_core_12_percent","cpu_core_130_percent","cpu_core_131_percent","cpu_core_132_percent","cpu_core_133_percent","cpu_core_134_percent","cpu_core_135_percent","cpu_core_136_percent","cpu_core_137_percent","cpu_core_138_percent","cpu_core_139_percent","cpu_core_13_percent","cpu_core_140_percent","cpu_core_141_percent","cpu_core_142_percent","cpu_core_143_percent","cpu_core_144_percent","cpu_core_145_percent","cpu_core_146_percent","cpu_core_147_percent","cpu_core_148_percent","cpu_core_149_percent","cpu_core_14_percent","cpu_core_150_percent","cpu_core_151_percent","cpu_core_152_percent","cpu_core_153_percent","cpu_core_154_percent","cpu_core_155_percent","cpu_core_156_percent","cpu_core_157_percent","cpu_core_158_percent","cpu_core_159_percent","cpu_core_15_percent","cpu_core_160_percent","cpu_core_161_percent","cpu_core_162_percent","cpu_core_163_percent","cpu_core_164_percent","cpu_core_165_percent","cpu_core_166_percent","cpu_core_167_percent","cpu_core_168_percent","cpu_core_169_percent","cpu_core_16_percent","cpu_core_170_percent","cpu_core_171_percent","cpu_core_172_percent","cpu_core_173_percent","cpu_core_174_percent","cpu_core_175_percent","cpu_core_176_percent","cpu_core_177_percent","cpu_core_178_percent","cpu_core_179_percent","cpu_core_17_percent","cpu_core_180_percent","cpu_core_181_percent","cpu_core_182_percent","cpu_core_183_percent","cpu_core_184_percent","cpu_core_185_percent","cpu_core_186_percent","cpu_core_187_percent","cpu_core_188_percent","cpu_core_189_percent","cpu_core_18_percent","cpu_core_190_percent","cpu_core_191_percent","cpu_core_192_percent","cpu_core_193_percent","cpu_core_194_percent","cpu_core_195_percent","cpu_core_196_percent","cpu_core_197_percent","cpu_core_198_percent","cpu_core_199_percent","cpu_core_19_percent","cpu_core_1_percent","cpu_core_200_percent","cpu_core_201_percent","cpu_core_202_percent","cpu_core_203_percent","cpu_core_204_percent","cpu_core_205_percent","cpu_core_206_percent","cpu_core_207_percent","cpu_core_208_percent","cpu_core_209_percent","cpu_core_20_percent","cpu_core_210_percent","cpu_core_211_percent","cpu_core_212_percent","cpu_core_213_percent","cpu_core_214_percent","cpu_core_215_percent","cpu_core_216_percent","cpu_core_217_percent","cpu_core_218_percent","cpu_core_219_percent","cpu_core_21_percent","cpu_core_220_percent","cpu_core_221_percent","cpu_core_222_percent","cpu_core_223_percent","cpu_core_224_percent","cpu_core_225_percent","cpu_core_226_percent","cpu_core_227_percent","cpu_core_228_percent","cpu_core_229_percent","cpu_core_22_percent","cpu_core_230_percent","cpu_core_231_percent","cpu_core_232_percent","cpu_core_233_percent","cpu_core_234_percent","cpu_core_235_percent","cpu_core_236_percent","cpu_core_237_percent","cpu_core_238_percent","cpu_core_239_percent","cpu_core_23_percent","cpu_core_240_percent","cpu_core_241_percent","cpu_core_242_percent","cpu_core_243_percent","cpu_core_244_percent","cpu_core_245_percent","cpu_core_246_percent","cpu_core_247_percent","cpu_core_248_percent","cpu_core_249_percent","cpu_core_24_percent","cpu_core_250_percent","cpu_core_251_percent","cpu_core_252_percent","cpu_core_253_percent","cpu_core_254_percent","cpu_core_255_percent","cpu_core_25_percent","cpu_core_26_percent","cpu_core_27_percent","cpu_core_28_percent","cpu_core_29_percent","cpu_core_2_percent","cpu_core_30_percent","cpu_core_31_percent","cpu_core_32_percent","cpu_core_33_percent","cpu_core_34_percent","cpu_core_35_percent","cpu_core_36_percent","cpu_core_37_percent","cpu_core_38_percent","cpu_core_39_percent","cpu_core_3_percent","cpu_core_40_percent","cpu_core_41_percent","cpu_core_42_percent","cpu_core_43_percent","cpu_core_44_percent","cpu_core_45_percent","cpu_core_46_percent","cpu_core_47_percent","cpu_core_48_percent","cpu_core_49_percent","cpu_core_4_percent","cpu_core_50_percent","cpu_core_51_percent","cpu_core_52_percent","cpu_core_53_percent","cpu_core_54_percent","cpu_core_55_percent","cpu_core_56_percent","cpu_core_57_percent","cpu_core_58_percent","cpu_core_59_percent","cpu_core_5_percent","cpu_core_60_percent","cpu_core_61_percent","cpu_core_62_percent","cpu_core_63_percent","cpu_core_64_percent","cpu_core_65_percent","cpu_core_66_percent","cpu_core_67_percent","cpu_core_68_percent","cpu_core_69_percent","cpu_core_6_percent","cpu_core_70_percent","cpu_core_71_percent","cpu_core_72_percent","cpu_core_73_percent","cpu_core_74_percent","cpu_core_75_percent","cpu_core_76_percent","cpu_core_77_percent","cpu_core_78_percent","cpu_core_79_percent","cpu_core_7_percent","cpu_core_80_percent","cpu_core_81_percent","cpu_core_82_percent","cpu_core_83_percent","cpu_core_84_percent","cpu_core_85_percent","cpu_core_86_percent","cpu_core_87_percent","cpu_core_88_percent","cpu_core_89_percent","cpu_core_8_percent","cpu_core_90_percent","cpu_core_91_percent","cpu_core_92_percent","cpu_core_93_percent","cpu_core_94_percent","cpu_core_95_percent","cpu_core_96_percent","cpu_core_97_percent","cpu_core_98_percent","cpu_core_99_percent","cpu_core_9_percent","cpu_kernel_percent","cpu_percent","cpu_user_percent","decode_average_percent","decode_engine_count","decode_max_percent","dedicated_bytes","dedicated_total_bytes","disk_queue_length","disk_read_bytes_per_sec","disk_write_bytes_per_sec","dotnet_allocation_bytes_per_sec","dotnet_gc_committed_bytes","dotnet_gc_fragmentation_bytes","dotnet_gc_gen0_heap_bytes","dotnet_gc_gen1_heap_bytes","dotnet_gc_gen2_heap_bytes","dotnet_gc_loh_bytes","dotnet_gc_poh_bytes","dotnet_heap_bytes","encode_average_percent","encode_engine_count","encode_max_percent","free_zeroed_memory_bytes","gdi_object_count","gpu_dedicated_bytes","gpu_percent","gpu_shared_bytes","handle_count","io_read_bytes_per_sec","io_write_bytes_per_sec","modified_memory_bytes","network_received_bytes_per_sec","network_sent_bytes_per_sec","nonpaged_pool_bytes","page_faults_major_per_sec","paged_pool_bytes","pages_input_per_sec","pages_output_per_sec","path","physical_memory_bytes","private_bytes","process_count","shared_bytes","shared_total_bytes","standby_memory_bytes","task_name","thread_count","total_memory_bytes","user_object_count","utilization_percent","workset_bytes","workset_private_bytes","workset_shareable_bytes"],"description":"Metric identifier; it must belong to the target kind selected by the other field (system when neither is given) and be graphable."},"process_ref":{"type":"string","minLength":1,"maxLength":512,"description":"Process reference from winproc_get_graphs, or from a live winproc_list_processes listing while the TUI displays Live or Recording history; TUI Log view accepts only Graph-discovery references."},"gpu_adapter":{"type":"string","minLength":1,"maxLength":128,"description":"GPU adapter identifier (Windows LUID as high:low, Linux DRM card name) for a GPU adapter metric."}}}},"operation_id":{"type":"string","minLength":1,"maxLength":128,"pattern":"^[A-Za-z0-9._:-]+$","description":"Optional unique operation identifier; when omitted the bridge generates one and returns it. Repeating an identifier with identical arguments returns the retained outcome."},"expected_revision":{"type":"string","minLength":1,"maxLength":256,"description":"Optional revision from winproc_get_graphs; when supplied, intervening workspace edits reject the request with STATE_CONFLICT."},"wait_ms":{"type":"integer","minimum":0,"maximum":10000,"description":"Milliseconds the bridge waits for the job or operation to finish before returning its handle, 0 through 10,000; the default is 5,000 in the normal bridge and 0 in raw mode (mcp-bridge --raw). It is removed before native dispatch and does not change the request identity."}},"required":["metrics"]};
const pattern3 = new RegExp("^[A-Za-z0-9._:-]+$", "u");

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.metrics === undefined) && (missing0 = "metrics")){
validate23.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "metrics") || (key0 === "operation_id")) || (key0 === "expected_revision")) || (key0 === "wait_ms"))){
validate23.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.metrics !== undefined){
let data0 = data.metrics;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
if(data0.length > 16){
validate23.errors = [{instancePath:instancePath+"/metrics",schemaPath:"#/properties/metrics/maxItems",keyword:"maxItems",params:{limit: 16},message:"must NOT have more than 16 items"}];
return false;
}
else {
if(data0.length < 1){
validate23.errors = [{instancePath:instancePath+"/metrics",schemaPath:"#/properties/metrics/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(Object.keys(data1).length > 2){
validate23.errors = [{instancePath:instancePath+"/metrics/" + i0,schemaPath:"#/properties/metrics/items/maxProperties",keyword:"maxProperties",params:{limit: 2},message:"must NOT have more than 2 properties"}];
return false;
}
else {
let missing1;
if((data1.metric_id === undefined) && (missing1 = "metric_id")){
validate23.errors = [{instancePath:instancePath+"/metrics/" + i0,schemaPath:"#/properties/metrics/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!(((key1 === "metric_id") || (key1 === "process_ref")) || (key1 === "gpu_adapter"))){
validate23.errors = [{instancePath:instancePath+"/metrics/" + i0,schemaPath:"#/properties/metrics/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs6 === errors){
if(data1.metric_id !== undefined){
let data2 = data1.metric_id;
const _errs7 = errors;
if(typeof data2 !== "string"){
validate23.errors = [{instancePath:instancePath+"/metrics/" + i0+"/metric_id",schemaPath:"#/properties/metrics/items/properties/metric_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
let valid3;
valid3 = false;
for(const v0 of schema24.properties.metrics.items.properties.metric_id.enum){
if(func0(data2, v0)){
valid3 = true;
break;
}
}
if(!valid3){
validate23.errors = [{instancePath:instancePath+"/metrics/" + i0+"/metric_id",schemaPath:"#/properties/metrics/items/properties/metric_id/enum",keyword:"enum",params:{allowedValues: schema24.properties.metrics.items.properties.metric_id.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.process_ref !== undefined){
let data3 = data1.process_ref;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(func3(data3) > 512){
validate23.errors = [{instancePath:instancePath+"/metrics/" + i0+"/process_ref",schemaPath:"#/properties/metrics/items/properties/process_ref/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
return false;
}
else {
if(func3(data3) < 1){
validate23.errors = [{instancePath:instancePath+"/metrics/" + i0+"/process_ref",schemaPath:"#/properties/metrics/items/properties/process_ref/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/metrics/" + i0+"/process_ref",schemaPath:"#/properties/metrics/items/properties/process_ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.gpu_adapter !== undefined){
let data4 = data1.gpu_adapter;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func3(data4) > 128){
validate23.errors = [{instancePath:instancePath+"/metrics/" + i0+"/gpu_adapter",schemaPath:"#/properties/metrics/items/properties/gpu_adapter/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func3(data4) < 1){
validate23.errors = [{instancePath:instancePath+"/metrics/" + i0+"/gpu_adapter",schemaPath:"#/properties/metrics/items/properties/gpu_adapter/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/metrics/" + i0+"/gpu_adapter",schemaPath:"#/properties/metrics/items/properties/gpu_adapter/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/metrics/" + i0,schemaPath:"#/properties/metrics/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/metrics",schemaPath:"#/properties/metrics/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.operation_id !== undefined){
let data5 = data.operation_id;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data5 === "string"){
if(func3(data5) > 128){
validate23.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func3(data5) < 1){
validate23.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern3.test(data5)){
validate23.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._:-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._:-]+$"+"\""}];
return false;
}
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expected_revision !== undefined){
let data6 = data.expected_revision;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data6 === "string"){
if(func3(data6) > 256){
validate23.errors = [{instancePath:instancePath+"/expected_revision",schemaPath:"#/properties/expected_revision/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func3(data6) < 1){
validate23.errors = [{instancePath:instancePath+"/expected_revision",schemaPath:"#/properties/expected_revision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/expected_revision",schemaPath:"#/properties/expected_revision/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.wait_ms !== undefined){
let data7 = data.wait_ms;
const _errs17 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate23.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs17){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 10000 || isNaN(data7)){
validate23.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"}];
return false;
}
else {
if(data7 < 0 || isNaN(data7)){
validate23.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}

export const validateExportGraphsArgs = validate24;
const schema25 = {"type":"object","additionalProperties":false,"properties":{"output_directory":{"type":"string","minLength":1,"maxLength":4096,"pattern":"^[^\\u0000-\\u001f]+$","description":"Directory for the CSV file, absolute or relative to the TUI working directory; missing parents are created under normal permissions."},"metrics":{"type":"array","minItems":1,"maxItems":16,"description":"Graph sources to append before exporting, 1 to 16, with the same rules as winproc_add_graphs; by default nothing is added.","items":{"type":"object","additionalProperties":false,"required":["metric_id"],"maxProperties":2,"description":"One Graph source: metric_id alone selects a system metric; add process_ref for a process metric or gpu_adapter for a GPU adapter metric, never both.","properties":{"metric_id":{"type":"string","enum":["available_memory_bytes","commit_limit_bytes","committed_bytes","cpu_average_percent","cpu_core_0_percent","cpu_core_100_percent","cpu_core_101_percent","cpu_core_102_percent","cpu_core_103_percent","cpu_core_104_percent","cpu_core_105_percent","cpu_core_106_percent","cpu_core_107_percent","cpu_core_108_percent","cpu_core_109_percent","cpu_core_10_percent","cpu_core_110_percent","cpu_core_111_percent","cpu_core_112_percent","cpu_core_113_percent","cpu_core_114_percent","cpu_core_115_percent","cpu_core_116_percent","cpu_core_117_percent","cpu_core_118_percent","cpu_core_119_percent","cpu_core_11_percent","cpu_core_120_percent","cpu_core_121_percent","cpu_core_122_percent","cpu_core_123_percent","cpu_core_124_percent","cpu_core_125_percent","cpu_core_126_percent","cpu_core_127_percent","cpu_core_128_percent","cpu_core_129_percent","cpu_core_12_percent","cpu_core_130_percent","cpu_core_131_percent","cpu_core_132_percent","cpu_core_133_percent","cpu_core_134_percent","cpu_core_135_percent","cpu_core_136_percent","cpu_core_137_percent","cpu_core_138_percent","cpu_core_139_percent","cpu_core_13_percent","cpu_core_140_percent","cpu_core_141_percent","cpu_core_142_percent","cpu_core_143_percent","cpu_core_144_percent","cpu_core_145_percent","cpu_core_146_percent","cpu_core_147_percent","cpu_core_148_percent","cpu_core_149_percent","cpu_core_14_percent","cpu_core_150_percent","cpu_core_151_percent","cpu_core_152_percent","cpu_core_153_percent","cpu_core_154_percent","cpu_core_155_percent","cpu_core_156_percent","cpu_core_157_percent","cpu_core_158_percent","cpu_core_159_percent","cpu_core_15_percent","cpu_core_160_percent","cpu_core_161_percent","cpu_core_162_percent","cpu_core_163_percent","cpu_core_164_percent","cpu_core_165_percent","cpu_core_166_percent","cpu_core_167_percent","cpu_core_168_percent","cpu_core_169_percent","cpu_core_16_percent","cpu_core_170_percent","cpu_core_171_percent","cpu_core_172_percent","cpu_core_173_percent","cpu_core_174_percent","cpu_core_175_percent","cpu_core_176_percent","cpu_core_177_percent","cpu_core_178_percent","cpu_core_179_percent","cpu_core_17_percent","cpu_core_180_percent","cpu_core_181_percent","cpu_core_182_percent","cpu_core_183_percent","cpu_core_184_percent","cpu_core_185_percent","cpu_core_186_percent","cpu_core_187_percent","cpu_core_188_percent","cpu_core_189_percent","cpu_core_18_percent","cpu_core_190_percent","cpu_core_191_percent","cpu_core_192_percent","cpu_core_193_percent","cpu_core_194_percent","cpu_core_195_percent","cpu_core_196_percent","cpu_core_197_percent","cpu_core_198_percent","cpu_core_199_percent","cpu_core_19_percent","cpu_core_1_percent","cpu_core_200_percent","cpu_core_201_percent","cpu_core_202_percent","cpu_core_203_percent","cpu_core_204_percent","cpu_core_205_percent","cpu_core_206_percent","cpu_core_207_percent","cpu_core_208_percent","cpu_core_209_percent","cpu_core_20_percent","cpu_core_210_percent","cpu_core_211_percent","cpu_core_212_percent","cpu_core_213_percent","cpu_core_214_percent","cpu_core_215_percent","cpu_core_216_percent","cpu_core_217_percent","cpu_core_218_percent","cpu_core_219_percent","cpu_core_21_percent","cpu_core_220_percent","cpu_core_221_percent","cpu_core_222_percent","cpu_core_223_percent","cpu_core_224_percent","cpu_core_225_percent","cpu_core_226_percent","cpu_core_227_percent","cpu_core_228_percent","cpu_core_229_percent","cpu_core_22_percent","cpu_core_230_percent","cpu_core_231_percent","cpu_core_232_percent","cpu_core_233_percent","cpu_core_234_percent","cpu_core_235_percent","cpu_core_236_percent","cpu_core_237_percent","cpu_core_238_percent","cpu_core_239_percent","cpu_core_23_percent","cpu_core_240_percent","cpu_core_241_percent","cpu_core_242_percent","cpu_core_243_percent","cpu_core_244_percent","cpu_core_245_percent","cpu_core_246_percent","cpu_core_247_percent","cpu_core_248_percent","cpu_core_249_percent","cpu_core_24_percent","cpu_core_250_percent","cpu_core_251_percent","cpu_core_252_percent","cpu_core_253_percent","cpu_core_254_percent","cpu_core_255_percent","cpu_core_25_percent","cpu_core_26_percent","cpu_core_27_percent","cpu_core_28_percent","cpu_core_29_percent","cpu_core_2_percent","cpu_core_30_percent","cpu_core_31_percent","cpu_core_32_percent","cpu_core_33_percent","cpu_core_34_percent","cpu_core_35_percent","cpu_core_36_percent","cpu_core_37_percent","cpu_core_38_percent","cpu_core_39_percent","cpu_core_3_percent","cpu_core_40_percent","cpu_core_41_percent","cpu_core_42_percent","cpu_core_43_percent","cpu_core_44_percent","cpu_core_45_percent","cpu_core_46_percent","cpu_core_47_percent","cpu_core_48_percent","cpu_core_49_percent","cpu_core_4_percent","cpu_core_50_percent","cpu_core_51_percent","cpu_core_52_percent","cpu_core_53_percent","cpu_core_54_percent","cpu_core_55_percent","cpu_core_56_percent","cpu_core_57_percent","cpu_core_58_percent","cpu_core_59_percent","cpu_core_5_percent","cpu_core_60_percent","cpu_core_61_percent","cpu_core_62_percent","cpu_core_63_percent","cpu_core_64_percent","cpu_core_65_percent","cpu_core_66_percent","cpu_core_67_percent","cpu_core_68_percent","cpu_core_69_percent","cpu_core_6_percent","cpu_core_70_percent","cpu_core_71_percent","cpu_core_72_percent","cpu_core_73_percent","cpu_core_74_percent","cpu_core_75_percent","cpu_core_76_percent","cpu_core_77_percent","cpu_core_78_percent","cpu_core_79_percent","cpu_core_7_percent","cpu_core_80_percent","cpu_core_81_percent","cpu_core_82_percent","cpu_core_83_percent","cpu_core_84_percent","cpu_core_85_percent","cpu_core_86_percent","cpu_core_87_percent","cpu_core_88_percent","cpu_core_89_percent","cpu_core_8_percent","cpu_core_90_percent","cpu_core_91_percent","cpu_core_92_percent","cpu_core_93_percent","cpu_core_94_percent","cpu_core_95_percent","cpu_core_96_percent","cpu_core_97_percent","cpu_core_98_percent","cpu_core_99_percent","cpu_core_9_percent","cpu_kernel_percent","cpu_percent","cpu_user_percent","decode_average_percent","decode_engine_count","decode_max_percent","dedicated_bytes","dedicated_total_bytes","disk_queue_length","disk_read_bytes_per_sec","disk_write_bytes_per_sec","dotnet_allocation_bytes_per_sec","dotnet_gc_committed_bytes","dotnet_gc_fragmentation_bytes","dotnet_gc_gen0_heap_bytes","dotnet_gc_gen1_heap_bytes","dotnet_gc_gen2_heap_bytes","dotnet_gc_loh_bytes","dotnet_gc_poh_bytes","dotnet_heap_bytes","encode_average_percent","encode_engine_count","encode_max_percent","free_zeroed_memory_bytes","gdi_object_count","gpu_dedicated_bytes","gpu_percent","gpu_shared_bytes","handle_count","io_read_bytes_per_sec","io_write_bytes_per_sec","modified_memory_bytes","network_received_bytes_per_sec","network_sent_bytes_per_sec","nonpaged_pool_bytes","page_faults_major_per_sec","paged_pool_bytes","pages_input_per_sec","pages_output_per_sec","path","physical_memory_bytes","private_bytes","process_count","shared_bytes","shared_total_bytes","standby_memory_bytes","task_name","thread_count","total_memory_bytes","user_object_count","utilization_percent","workset_bytes","workset_private_bytes","workset_shareable_bytes"],"description":"Metric identifier; it must belong to the target kind selected by the other field (system when neither is given) and be graphable."},"process_ref":{"type":"string","minLength":1,"maxLength":512,"description":"Process reference from winproc_get_graphs, or from a live winproc_list_processes listing while the TUI displays Live or Recording history; TUI Log view accepts only Graph-discovery references."},"gpu_adapter":{"type":"string","minLength":1,"maxLength":128,"description":"GPU adapter identifier (Windows LUID as high:low, Linux DRM card name) for a GPU adapter metric."}}}},"filename":{"type":"string","minLength":5,"maxLength":255,"pattern":"^[^\\\\/:*?\"<>|\\u0000-\\u001f]+\\.[Cc][Ss][Vv]$","description":"Single file name ending in .csv, without path separators; an existing file of that name fails the export rather than being overwritten. By default a unique name is generated."},"range":{"type":"string","enum":["all","visible","ab"],"description":"Time range to export with inclusive bounds: all (the default), visible or ab (between the A and B markers)."},"operation_id":{"type":"string","minLength":1,"maxLength":128,"pattern":"^[A-Za-z0-9._:-]+$","description":"Optional unique operation identifier; when omitted the bridge generates one and returns it. Supply one to retry safely after losing the response."},"expected_revision":{"type":"string","minLength":1,"maxLength":256,"description":"Optional revision from winproc_get_graphs; when supplied, intervening workspace edits reject the request with STATE_CONFLICT."},"wait_ms":{"type":"integer","minimum":0,"maximum":10000,"description":"Milliseconds the bridge waits for the job or operation to finish before returning its handle, 0 through 10,000; the default is 5,000 in the normal bridge and 0 in raw mode (mcp-bridge --raw). It is removed before native dispatch and does not change the request identity."}},"required":["output_directory"]};
const pattern4 = new RegExp("^[^\\u0000-\\u001f]+$", "u");
const pattern5 = new RegExp("^[^\\\\/:*?\"<>|\\u0000-\\u001f]+\\.[Cc][Ss][Vv]$", "u");

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.output_directory === undefined) && (missing0 = "output_directory")){
validate24.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "output_directory") || (key0 === "metrics")) || (key0 === "filename")) || (key0 === "range")) || (key0 === "operation_id")) || (key0 === "expected_revision")) || (key0 === "wait_ms"))){
validate24.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.output_directory !== undefined){
let data0 = data.output_directory;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func3(data0) > 4096){
validate24.errors = [{instancePath:instancePath+"/output_directory",schemaPath:"#/properties/output_directory/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"}];
return false;
}
else {
if(func3(data0) < 1){
validate24.errors = [{instancePath:instancePath+"/output_directory",schemaPath:"#/properties/output_directory/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern4.test(data0)){
validate24.errors = [{instancePath:instancePath+"/output_directory",schemaPath:"#/properties/output_directory/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001f]+$"},message:"must match pattern \""+"^[^\\u0000-\\u001f]+$"+"\""}];
return false;
}
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/output_directory",schemaPath:"#/properties/output_directory/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metrics !== undefined){
let data1 = data.metrics;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data1)){
if(data1.length > 16){
validate24.errors = [{instancePath:instancePath+"/metrics",schemaPath:"#/properties/metrics/maxItems",keyword:"maxItems",params:{limit: 16},message:"must NOT have more than 16 items"}];
return false;
}
else {
if(data1.length < 1){
validate24.errors = [{instancePath:instancePath+"/metrics",schemaPath:"#/properties/metrics/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(Object.keys(data2).length > 2){
validate24.errors = [{instancePath:instancePath+"/metrics/" + i0,schemaPath:"#/properties/metrics/items/maxProperties",keyword:"maxProperties",params:{limit: 2},message:"must NOT have more than 2 properties"}];
return false;
}
else {
let missing1;
if((data2.metric_id === undefined) && (missing1 = "metric_id")){
validate24.errors = [{instancePath:instancePath+"/metrics/" + i0,schemaPath:"#/properties/metrics/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!(((key1 === "metric_id") || (key1 === "process_ref")) || (key1 === "gpu_adapter"))){
validate24.errors = [{instancePath:instancePath+"/metrics/" + i0,schemaPath:"#/properties/metrics/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs8 === errors){
if(data2.metric_id !== undefined){
let data3 = data2.metric_id;
const _errs9 = errors;
if(typeof data3 !== "string"){
validate24.errors = [{instancePath:instancePath+"/metrics/" + i0+"/metric_id",schemaPath:"#/properties/metrics/items/properties/metric_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
let valid3;
valid3 = false;
for(const v0 of schema25.properties.metrics.items.properties.metric_id.enum){
if(func0(data3, v0)){
valid3 = true;
break;
}
}
if(!valid3){
validate24.errors = [{instancePath:instancePath+"/metrics/" + i0+"/metric_id",schemaPath:"#/properties/metrics/items/properties/metric_id/enum",keyword:"enum",params:{allowedValues: schema25.properties.metrics.items.properties.metric_id.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.process_ref !== undefined){
let data4 = data2.process_ref;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func3(data4) > 512){
validate24.errors = [{instancePath:instancePath+"/metrics/" + i0+"/process_ref",schemaPath:"#/properties/metrics/items/properties/process_ref/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
return false;
}
else {
if(func3(data4) < 1){
validate24.errors = [{instancePath:instancePath+"/metrics/" + i0+"/process_ref",schemaPath:"#/properties/metrics/items/properties/process_ref/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/metrics/" + i0+"/process_ref",schemaPath:"#/properties/metrics/items/properties/process_ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.gpu_adapter !== undefined){
let data5 = data2.gpu_adapter;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data5 === "string"){
if(func3(data5) > 128){
validate24.errors = [{instancePath:instancePath+"/metrics/" + i0+"/gpu_adapter",schemaPath:"#/properties/metrics/items/properties/gpu_adapter/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func3(data5) < 1){
validate24.errors = [{instancePath:instancePath+"/metrics/" + i0+"/gpu_adapter",schemaPath:"#/properties/metrics/items/properties/gpu_adapter/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/metrics/" + i0+"/gpu_adapter",schemaPath:"#/properties/metrics/items/properties/gpu_adapter/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/metrics/" + i0,schemaPath:"#/properties/metrics/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/metrics",schemaPath:"#/properties/metrics/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.filename !== undefined){
let data6 = data.filename;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data6 === "string"){
if(func3(data6) > 255){
validate24.errors = [{instancePath:instancePath+"/filename",schemaPath:"#/properties/filename/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
else {
if(func3(data6) < 5){
validate24.errors = [{instancePath:instancePath+"/filename",schemaPath:"#/properties/filename/minLength",keyword:"minLength",params:{limit: 5},message:"must NOT have fewer than 5 characters"}];
return false;
}
else {
if(!pattern5.test(data6)){
validate24.errors = [{instancePath:instancePath+"/filename",schemaPath:"#/properties/filename/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/:*?\"<>|\\u0000-\\u001f]+\\.[Cc][Ss][Vv]$"},message:"must match pattern \""+"^[^\\\\/:*?\"<>|\\u0000-\\u001f]+\\.[Cc][Ss][Vv]$"+"\""}];
return false;
}
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/filename",schemaPath:"#/properties/filename/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.range !== undefined){
let data7 = data.range;
const _errs17 = errors;
if(typeof data7 !== "string"){
validate24.errors = [{instancePath:instancePath+"/range",schemaPath:"#/properties/range/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data7 === "all") || (data7 === "visible")) || (data7 === "ab"))){
validate24.errors = [{instancePath:instancePath+"/range",schemaPath:"#/properties/range/enum",keyword:"enum",params:{allowedValues: schema25.properties.range.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.operation_id !== undefined){
let data8 = data.operation_id;
const _errs19 = errors;
if(errors === _errs19){
if(typeof data8 === "string"){
if(func3(data8) > 128){
validate24.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func3(data8) < 1){
validate24.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern3.test(data8)){
validate24.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._:-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._:-]+$"+"\""}];
return false;
}
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expected_revision !== undefined){
let data9 = data.expected_revision;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data9 === "string"){
if(func3(data9) > 256){
validate24.errors = [{instancePath:instancePath+"/expected_revision",schemaPath:"#/properties/expected_revision/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func3(data9) < 1){
validate24.errors = [{instancePath:instancePath+"/expected_revision",schemaPath:"#/properties/expected_revision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/expected_revision",schemaPath:"#/properties/expected_revision/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.wait_ms !== undefined){
let data10 = data.wait_ms;
const _errs23 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
validate24.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs23){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 10000 || isNaN(data10)){
validate24.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"}];
return false;
}
else {
if(data10 < 0 || isNaN(data10)){
validate24.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
else {
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}

export const validateGetTrackingArgs = validate25;
const schema26 = {"type":"object","additionalProperties":false,"properties":{}};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
validate25.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
else {
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate25.errors = vErrors;
return errors === 0;
}

export const validateUpdateTrackingArgs = validate26;
const schema27 = {"type":"object","additionalProperties":false,"properties":{"action":{"type":"string","enum":["add","remove"],"description":"add or remove the name."},"process_name":{"type":"string","minLength":1,"maxLength":260,"pattern":"^[^\\u0000-\\u001f]+$","description":"Process name to add or remove; give exactly one of process_name and process_ref. A name can be added before any matching process starts."},"process_ref":{"type":"string","minLength":1,"maxLength":512,"description":"Live process lifetime whose captured name is added or removed; give exactly one of process_name and process_ref."},"operation_id":{"type":"string","minLength":1,"maxLength":128,"pattern":"^[A-Za-z0-9._:-]+$","description":"Caller-chosen unique operation identifier of 1 to 128 letters, digits, dots, underscores, colons or hyphens; repeating it with identical arguments returns the retained outcome without repeating effects, and reusing it with different arguments is rejected."},"expected_revision":{"type":"string","minLength":1,"maxLength":256,"description":"Investigation revision from winproc_get_tracking; a change since rejects the request with STATE_CONFLICT."},"wait_ms":{"type":"integer","minimum":0,"maximum":10000,"description":"Milliseconds the bridge waits for the job or operation to finish before returning its handle, 0 through 10,000; the default is 5,000 in the normal bridge and 0 in raw mode (mcp-bridge --raw). It is removed before native dispatch and does not change the request identity."}},"required":["action","operation_id","expected_revision"]};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.action === undefined) && (missing0 = "action")) || ((data.operation_id === undefined) && (missing0 = "operation_id"))) || ((data.expected_revision === undefined) && (missing0 = "expected_revision"))){
validate26.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "action") || (key0 === "process_name")) || (key0 === "process_ref")) || (key0 === "operation_id")) || (key0 === "expected_revision")) || (key0 === "wait_ms"))){
validate26.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.action !== undefined){
let data0 = data.action;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate26.errors = [{instancePath:instancePath+"/action",schemaPath:"#/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data0 === "add") || (data0 === "remove"))){
validate26.errors = [{instancePath:instancePath+"/action",schemaPath:"#/properties/action/enum",keyword:"enum",params:{allowedValues: schema27.properties.action.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.process_name !== undefined){
let data1 = data.process_name;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func3(data1) > 260){
validate26.errors = [{instancePath:instancePath+"/process_name",schemaPath:"#/properties/process_name/maxLength",keyword:"maxLength",params:{limit: 260},message:"must NOT have more than 260 characters"}];
return false;
}
else {
if(func3(data1) < 1){
validate26.errors = [{instancePath:instancePath+"/process_name",schemaPath:"#/properties/process_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern4.test(data1)){
validate26.errors = [{instancePath:instancePath+"/process_name",schemaPath:"#/properties/process_name/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001f]+$"},message:"must match pattern \""+"^[^\\u0000-\\u001f]+$"+"\""}];
return false;
}
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/process_name",schemaPath:"#/properties/process_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.process_ref !== undefined){
let data2 = data.process_ref;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func3(data2) > 512){
validate26.errors = [{instancePath:instancePath+"/process_ref",schemaPath:"#/properties/process_ref/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
return false;
}
else {
if(func3(data2) < 1){
validate26.errors = [{instancePath:instancePath+"/process_ref",schemaPath:"#/properties/process_ref/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/process_ref",schemaPath:"#/properties/process_ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.operation_id !== undefined){
let data3 = data.operation_id;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func3(data3) > 128){
validate26.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func3(data3) < 1){
validate26.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern3.test(data3)){
validate26.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._:-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._:-]+$"+"\""}];
return false;
}
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expected_revision !== undefined){
let data4 = data.expected_revision;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(func3(data4) > 256){
validate26.errors = [{instancePath:instancePath+"/expected_revision",schemaPath:"#/properties/expected_revision/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func3(data4) < 1){
validate26.errors = [{instancePath:instancePath+"/expected_revision",schemaPath:"#/properties/expected_revision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/expected_revision",schemaPath:"#/properties/expected_revision/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.wait_ms !== undefined){
let data5 = data.wait_ms;
const _errs12 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate26.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs12){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 10000 || isNaN(data5)){
validate26.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"}];
return false;
}
else {
if(data5 < 0 || isNaN(data5)){
validate26.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}

export const validateListProfilesArgs = validate27;
const schema28 = {"type":"object","additionalProperties":false,"properties":{}};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
validate27.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
else {
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}

export const validateUpdateProfileArgs = validate28;
const schema29 = {"type":"object","additionalProperties":false,"properties":{"action":{"type":"string","enum":["load","save","save_as","rename","delete"],"description":"The profile operation."},"profile_ref":{"type":"string","minLength":1,"maxLength":256,"description":"Profile reference from winproc_list_profiles; required for load, save, rename and delete."},"expected_profile_revision":{"type":"string","minLength":1,"maxLength":256,"description":"Profile revision from winproc_list_profiles; required with profile_ref."},"name":{"type":"string","minLength":1,"maxLength":128,"pattern":"^[^\\u0000-\\u001f]+$","description":"New profile name for save_as; it must not match an existing profile."},"new_name":{"type":"string","minLength":1,"maxLength":128,"pattern":"^[^\\u0000-\\u001f]+$","description":"New name for rename; it must not match an existing profile."},"operation_id":{"type":"string","minLength":1,"maxLength":128,"pattern":"^[A-Za-z0-9._:-]+$","description":"Caller-chosen unique operation identifier of 1 to 128 letters, digits, dots, underscores, colons or hyphens; repeating it with identical arguments returns the retained outcome without repeating effects, and reusing it with different arguments is rejected."},"expected_revision":{"type":"string","minLength":1,"maxLength":256,"description":"Investigation revision from winproc_list_profiles or winproc_get_tracking; a change since rejects the request with STATE_CONFLICT."},"wait_ms":{"type":"integer","minimum":0,"maximum":10000,"description":"Milliseconds the bridge waits for the job or operation to finish before returning its handle, 0 through 10,000; the default is 5,000 in the normal bridge and 0 in raw mode (mcp-bridge --raw). It is removed before native dispatch and does not change the request identity."}},"required":["action","operation_id","expected_revision"]};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.action === undefined) && (missing0 = "action")) || ((data.operation_id === undefined) && (missing0 = "operation_id"))) || ((data.expected_revision === undefined) && (missing0 = "expected_revision"))){
validate28.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((((key0 === "action") || (key0 === "profile_ref")) || (key0 === "expected_profile_revision")) || (key0 === "name")) || (key0 === "new_name")) || (key0 === "operation_id")) || (key0 === "expected_revision")) || (key0 === "wait_ms"))){
validate28.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.action !== undefined){
let data0 = data.action;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate28.errors = [{instancePath:instancePath+"/action",schemaPath:"#/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data0 === "load") || (data0 === "save")) || (data0 === "save_as")) || (data0 === "rename")) || (data0 === "delete"))){
validate28.errors = [{instancePath:instancePath+"/action",schemaPath:"#/properties/action/enum",keyword:"enum",params:{allowedValues: schema29.properties.action.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.profile_ref !== undefined){
let data1 = data.profile_ref;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func3(data1) > 256){
validate28.errors = [{instancePath:instancePath+"/profile_ref",schemaPath:"#/properties/profile_ref/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func3(data1) < 1){
validate28.errors = [{instancePath:instancePath+"/profile_ref",schemaPath:"#/properties/profile_ref/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/profile_ref",schemaPath:"#/properties/profile_ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expected_profile_revision !== undefined){
let data2 = data.expected_profile_revision;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func3(data2) > 256){
validate28.errors = [{instancePath:instancePath+"/expected_profile_revision",schemaPath:"#/properties/expected_profile_revision/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func3(data2) < 1){
validate28.errors = [{instancePath:instancePath+"/expected_profile_revision",schemaPath:"#/properties/expected_profile_revision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/expected_profile_revision",schemaPath:"#/properties/expected_profile_revision/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data3 = data.name;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func3(data3) > 128){
validate28.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func3(data3) < 1){
validate28.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern4.test(data3)){
validate28.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001f]+$"},message:"must match pattern \""+"^[^\\u0000-\\u001f]+$"+"\""}];
return false;
}
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.new_name !== undefined){
let data4 = data.new_name;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(func3(data4) > 128){
validate28.errors = [{instancePath:instancePath+"/new_name",schemaPath:"#/properties/new_name/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func3(data4) < 1){
validate28.errors = [{instancePath:instancePath+"/new_name",schemaPath:"#/properties/new_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern4.test(data4)){
validate28.errors = [{instancePath:instancePath+"/new_name",schemaPath:"#/properties/new_name/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001f]+$"},message:"must match pattern \""+"^[^\\u0000-\\u001f]+$"+"\""}];
return false;
}
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/new_name",schemaPath:"#/properties/new_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.operation_id !== undefined){
let data5 = data.operation_id;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data5 === "string"){
if(func3(data5) > 128){
validate28.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func3(data5) < 1){
validate28.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern3.test(data5)){
validate28.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._:-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._:-]+$"+"\""}];
return false;
}
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expected_revision !== undefined){
let data6 = data.expected_revision;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data6 === "string"){
if(func3(data6) > 256){
validate28.errors = [{instancePath:instancePath+"/expected_revision",schemaPath:"#/properties/expected_revision/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func3(data6) < 1){
validate28.errors = [{instancePath:instancePath+"/expected_revision",schemaPath:"#/properties/expected_revision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/expected_revision",schemaPath:"#/properties/expected_revision/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.wait_ms !== undefined){
let data7 = data.wait_ms;
const _errs16 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate28.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs16){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 10000 || isNaN(data7)){
validate28.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"}];
return false;
}
else {
if(data7 < 0 || isNaN(data7)){
validate28.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate28.errors = vErrors;
return errors === 0;
}

export const validateGetRecordingArgs = validate29;
const schema30 = {"type":"object","additionalProperties":false,"properties":{}};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
validate29.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
else {
validate29.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate29.errors = vErrors;
return errors === 0;
}

export const validateStartRecordingArgs = validate30;
const schema31 = {"type":"object","additionalProperties":false,"properties":{"interval_seconds":{"type":"integer","enum":[1,2,5,10],"description":"Aggregation interval in seconds: 1, 2, 5 or 10."},"operation_id":{"type":"string","minLength":1,"maxLength":128,"pattern":"^[A-Za-z0-9._:-]+$","description":"Caller-chosen unique operation identifier of 1 to 128 letters, digits, dots, underscores, colons or hyphens; repeating it with identical arguments returns the retained outcome without repeating effects, and reusing it with different arguments is rejected."},"expected_revision":{"type":"string","minLength":1,"maxLength":256,"description":"Investigation revision from winproc_get_tracking or winproc_get_recording; a change since rejects the request with STATE_CONFLICT."},"wait_ms":{"type":"integer","minimum":0,"maximum":10000,"description":"Milliseconds the bridge waits for the job or operation to finish before returning its handle, 0 through 10,000; the default is 5,000 in the normal bridge and 0 in raw mode (mcp-bridge --raw). It is removed before native dispatch and does not change the request identity."}},"required":["interval_seconds","operation_id","expected_revision"]};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.interval_seconds === undefined) && (missing0 = "interval_seconds")) || ((data.operation_id === undefined) && (missing0 = "operation_id"))) || ((data.expected_revision === undefined) && (missing0 = "expected_revision"))){
validate30.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "interval_seconds") || (key0 === "operation_id")) || (key0 === "expected_revision")) || (key0 === "wait_ms"))){
validate30.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.interval_seconds !== undefined){
let data0 = data.interval_seconds;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate30.errors = [{instancePath:instancePath+"/interval_seconds",schemaPath:"#/properties/interval_seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(!((((data0 === 1) || (data0 === 2)) || (data0 === 5)) || (data0 === 10))){
validate30.errors = [{instancePath:instancePath+"/interval_seconds",schemaPath:"#/properties/interval_seconds/enum",keyword:"enum",params:{allowedValues: schema31.properties.interval_seconds.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.operation_id !== undefined){
let data1 = data.operation_id;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func3(data1) > 128){
validate30.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func3(data1) < 1){
validate30.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern3.test(data1)){
validate30.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._:-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._:-]+$"+"\""}];
return false;
}
}
}
}
else {
validate30.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expected_revision !== undefined){
let data2 = data.expected_revision;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func3(data2) > 256){
validate30.errors = [{instancePath:instancePath+"/expected_revision",schemaPath:"#/properties/expected_revision/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func3(data2) < 1){
validate30.errors = [{instancePath:instancePath+"/expected_revision",schemaPath:"#/properties/expected_revision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate30.errors = [{instancePath:instancePath+"/expected_revision",schemaPath:"#/properties/expected_revision/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.wait_ms !== undefined){
let data3 = data.wait_ms;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate30.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 10000 || isNaN(data3)){
validate30.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"}];
return false;
}
else {
if(data3 < 0 || isNaN(data3)){
validate30.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}

export const validateStopRecordingArgs = validate31;
const schema32 = {"type":"object","additionalProperties":false,"properties":{"recording_session_id":{"type":"string","minLength":1,"maxLength":256,"description":"The session to stop, from winproc_get_recording or the start outcome."},"operation_id":{"type":"string","minLength":1,"maxLength":128,"pattern":"^[A-Za-z0-9._:-]+$","description":"Caller-chosen unique operation identifier of 1 to 128 letters, digits, dots, underscores, colons or hyphens; repeating it with identical arguments returns the retained outcome without repeating effects, and reusing it with different arguments is rejected."},"wait_ms":{"type":"integer","minimum":0,"maximum":10000,"description":"Milliseconds the bridge waits for the job or operation to finish before returning its handle, 0 through 10,000; the default is 5,000 in the normal bridge and 0 in raw mode (mcp-bridge --raw). It is removed before native dispatch and does not change the request identity."}},"required":["recording_session_id","operation_id"]};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.recording_session_id === undefined) && (missing0 = "recording_session_id")) || ((data.operation_id === undefined) && (missing0 = "operation_id"))){
validate31.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "recording_session_id") || (key0 === "operation_id")) || (key0 === "wait_ms"))){
validate31.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.recording_session_id !== undefined){
let data0 = data.recording_session_id;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func3(data0) > 256){
validate31.errors = [{instancePath:instancePath+"/recording_session_id",schemaPath:"#/properties/recording_session_id/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func3(data0) < 1){
validate31.errors = [{instancePath:instancePath+"/recording_session_id",schemaPath:"#/properties/recording_session_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/recording_session_id",schemaPath:"#/properties/recording_session_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.operation_id !== undefined){
let data1 = data.operation_id;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func3(data1) > 128){
validate31.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func3(data1) < 1){
validate31.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern3.test(data1)){
validate31.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._:-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._:-]+$"+"\""}];
return false;
}
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.wait_ms !== undefined){
let data2 = data.wait_ms;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate31.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 10000 || isNaN(data2)){
validate31.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"}];
return false;
}
else {
if(data2 < 0 || isNaN(data2)){
validate31.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}

export const validateListLogsArgs = validate32;
const schema33 = {"type":"object","additionalProperties":false,"properties":{"name_filter":{"type":"string","minLength":1,"maxLength":260,"description":"Case-insensitive substring of the log filename; by default every .log file is listed."},"wait_ms":{"type":"integer","minimum":0,"maximum":10000,"description":"Milliseconds the bridge waits for the job or operation to finish before returning its handle, 0 through 10,000; the default is 5,000 in the normal bridge and 0 in raw mode (mcp-bridge --raw). It is removed before native dispatch and does not change the request identity."},"read":{"type":"object","additionalProperties":false,"description":"Selects the rows and fields of the first result page that the bridge reads after a capture job succeeds. When omitted, the normal bridge reads the first page with the default selection; raw mode returns an inline page only when read is supplied. Only capture-producing jobs accept it.","properties":{"filter":{"type":"string","minLength":1,"maxLength":1024,"description":"Case-insensitive path filter: every whitespace-separated term must occur in the row path; no wildcards, regular expressions or filesystem traversal."},"owner_name":{"type":"string","minLength":1,"maxLength":260,"description":"Exact case-insensitive executable name of the owning process (for example chrome.exe); rows without a recorded owner never match."},"extension":{"type":"string","minLength":2,"maxLength":33,"pattern":"^\\.[^\\\\/]{1,32}$","description":"Case-insensitive filename extension including the leading dot (for example .log)."},"distinct_paths":{"type":"boolean","description":"When true, keeps one row per exact path in first-observed order (a name that is not valid UTF-8 is compared by its path_bytes_hex, so two files never merge); it requires projection [\"path\"] and does not merge path aliases or change source coverage."},"projection":{"type":"array","minItems":1,"maxItems":52,"uniqueItems":true,"description":"Row fields to return, applied after the row selectors. Fields by capture kind: process list: process_ref, pid, name, name_bytes_hex, start_time, parent, lifecycle, last_seen_at, history_from, history_to, path, task_name, user, cgroup, systemd_unit, container, namespace_pid; file_users: process_ref, pid, name, name_bytes_hex, path, path_bytes_hex, kind, handle_count; open_files: path, path_bytes_hex, handle, kind, size_bytes; modules: path, path_bytes_hex, name, directory, size_bytes, company, product_version, file_version, modified_at; network: protocol, local_address, local_port, remote_address, remote_port, state, pid, owner_name, owner_name_bytes_hex; threads: tid, base_priority, name, name_bytes_hex, cpu_seconds, ideal_cpu, last_cpu; scheduling: priority_class, nice, policy, process_affinity_mask, system_affinity_mask, eco_qos; process info: process_ref, pid, name, name_bytes_hex, image, version, user, command_line, parent, start_time, architecture, file; log listing: log_id, name. Row kinds: file_users kind: handle, cwd, root; open_files kind: file, directory, cwd, root. A handle row counts the process's open handles on the path in handle_count; a cwd or root row is the process's current or root directory (what fuser marks c and r), with handle and handle_count null; Windows reports no cwd or root rows. path_bytes_hex is present only when a Linux file name is not valid UTF-8: it holds the name's exact bytes as lower-case hex, and path then shows each byte outside a valid UTF-8 sequence as \\xNN and each backslash as \\\\, so no two such names show the same path. name_bytes_hex (and owner_name_bytes_hex) is the same for a Linux process or thread name that is not valid UTF-8: its exact bytes in hex, with name (owner_name) in the same escaped form, so two processes never share a name they do not have. A field foreign to the capture kind is rejected with INVALID_ARGUMENT. By default every field of the row is returned.","items":{"type":"string","enum":["process_ref","pid","name","name_bytes_hex","start_time","parent","lifecycle","last_seen_at","history_from","history_to","path","task_name","path_bytes_hex","user","command_line","cgroup","systemd_unit","container","namespace_pid","handle_count","handle","kind","size_bytes","directory","company","product_version","file_version","modified_at","protocol","local_address","local_port","remote_address","remote_port","state","owner_name","owner_name_bytes_hex","tid","base_priority","cpu_seconds","ideal_cpu","last_cpu","priority_class","nice","policy","process_affinity_mask","system_affinity_mask","eco_qos","image","version","architecture","file","log_id"]}},"limit":{"type":"integer","minimum":1,"maximum":5000,"description":"Maximum number of rows in the first page, 1 through 5,000; the default is 5,000 in the normal bridge and 100 in raw mode, reduced to fit the 4 MiB encoded response budget. It does not cap collection."}}},"retain_capture":{"type":"boolean","description":"When true, the bridge keeps the result capture after this response so it can be reread or filtered with winproc_read_capture; it is listed in retained_capture_ids and the caller releases it with winproc_release_capture. The default is false in the normal bridge, which releases the capture after the final page; raw mode always keeps captures until release, expiry or disconnect."}}};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "name_filter") || (key0 === "wait_ms")) || (key0 === "read")) || (key0 === "retain_capture"))){
validate32.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name_filter !== undefined){
let data0 = data.name_filter;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func3(data0) > 260){
validate32.errors = [{instancePath:instancePath+"/name_filter",schemaPath:"#/properties/name_filter/maxLength",keyword:"maxLength",params:{limit: 260},message:"must NOT have more than 260 characters"}];
return false;
}
else {
if(func3(data0) < 1){
validate32.errors = [{instancePath:instancePath+"/name_filter",schemaPath:"#/properties/name_filter/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/name_filter",schemaPath:"#/properties/name_filter/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.wait_ms !== undefined){
let data1 = data.wait_ms;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate32.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 10000 || isNaN(data1)){
validate32.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"}];
return false;
}
else {
if(data1 < 0 || isNaN(data1)){
validate32.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.read !== undefined){
let data2 = data.read;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
const _errs8 = errors;
for(const key1 in data2){
if(!((((((key1 === "filter") || (key1 === "owner_name")) || (key1 === "extension")) || (key1 === "distinct_paths")) || (key1 === "projection")) || (key1 === "limit"))){
validate32.errors = [{instancePath:instancePath+"/read",schemaPath:"#/properties/read/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs8 === errors){
if(data2.filter !== undefined){
let data3 = data2.filter;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(func3(data3) > 1024){
validate32.errors = [{instancePath:instancePath+"/read/filter",schemaPath:"#/properties/read/properties/filter/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"}];
return false;
}
else {
if(func3(data3) < 1){
validate32.errors = [{instancePath:instancePath+"/read/filter",schemaPath:"#/properties/read/properties/filter/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/read/filter",schemaPath:"#/properties/read/properties/filter/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.owner_name !== undefined){
let data4 = data2.owner_name;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(func3(data4) > 260){
validate32.errors = [{instancePath:instancePath+"/read/owner_name",schemaPath:"#/properties/read/properties/owner_name/maxLength",keyword:"maxLength",params:{limit: 260},message:"must NOT have more than 260 characters"}];
return false;
}
else {
if(func3(data4) < 1){
validate32.errors = [{instancePath:instancePath+"/read/owner_name",schemaPath:"#/properties/read/properties/owner_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/read/owner_name",schemaPath:"#/properties/read/properties/owner_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.extension !== undefined){
let data5 = data2.extension;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data5 === "string"){
if(func3(data5) > 33){
validate32.errors = [{instancePath:instancePath+"/read/extension",schemaPath:"#/properties/read/properties/extension/maxLength",keyword:"maxLength",params:{limit: 33},message:"must NOT have more than 33 characters"}];
return false;
}
else {
if(func3(data5) < 2){
validate32.errors = [{instancePath:instancePath+"/read/extension",schemaPath:"#/properties/read/properties/extension/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"}];
return false;
}
else {
if(!pattern0.test(data5)){
validate32.errors = [{instancePath:instancePath+"/read/extension",schemaPath:"#/properties/read/properties/extension/pattern",keyword:"pattern",params:{pattern: "^\\.[^\\\\/]{1,32}$"},message:"must match pattern \""+"^\\.[^\\\\/]{1,32}$"+"\""}];
return false;
}
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/read/extension",schemaPath:"#/properties/read/properties/extension/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.distinct_paths !== undefined){
const _errs15 = errors;
if(typeof data2.distinct_paths !== "boolean"){
validate32.errors = [{instancePath:instancePath+"/read/distinct_paths",schemaPath:"#/properties/read/properties/distinct_paths/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.projection !== undefined){
let data7 = data2.projection;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data7)){
if(data7.length > 52){
validate32.errors = [{instancePath:instancePath+"/read/projection",schemaPath:"#/properties/read/properties/projection/maxItems",keyword:"maxItems",params:{limit: 52},message:"must NOT have more than 52 items"}];
return false;
}
else {
if(data7.length < 1){
validate32.errors = [{instancePath:instancePath+"/read/projection",schemaPath:"#/properties/read/properties/projection/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid2 = true;
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
const _errs19 = errors;
if(typeof data8 !== "string"){
validate32.errors = [{instancePath:instancePath+"/read/projection/" + i0,schemaPath:"#/properties/read/properties/projection/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((((((((((((((((((((((((((((((((((((((((((((((data8 === "process_ref") || (data8 === "pid")) || (data8 === "name")) || (data8 === "name_bytes_hex")) || (data8 === "start_time")) || (data8 === "parent")) || (data8 === "lifecycle")) || (data8 === "last_seen_at")) || (data8 === "history_from")) || (data8 === "history_to")) || (data8 === "path")) || (data8 === "task_name")) || (data8 === "path_bytes_hex")) || (data8 === "user")) || (data8 === "command_line")) || (data8 === "cgroup")) || (data8 === "systemd_unit")) || (data8 === "container")) || (data8 === "namespace_pid")) || (data8 === "handle_count")) || (data8 === "handle")) || (data8 === "kind")) || (data8 === "size_bytes")) || (data8 === "directory")) || (data8 === "company")) || (data8 === "product_version")) || (data8 === "file_version")) || (data8 === "modified_at")) || (data8 === "protocol")) || (data8 === "local_address")) || (data8 === "local_port")) || (data8 === "remote_address")) || (data8 === "remote_port")) || (data8 === "state")) || (data8 === "owner_name")) || (data8 === "owner_name_bytes_hex")) || (data8 === "tid")) || (data8 === "base_priority")) || (data8 === "cpu_seconds")) || (data8 === "ideal_cpu")) || (data8 === "last_cpu")) || (data8 === "priority_class")) || (data8 === "nice")) || (data8 === "policy")) || (data8 === "process_affinity_mask")) || (data8 === "system_affinity_mask")) || (data8 === "eco_qos")) || (data8 === "image")) || (data8 === "version")) || (data8 === "architecture")) || (data8 === "file")) || (data8 === "log_id"))){
validate32.errors = [{instancePath:instancePath+"/read/projection/" + i0,schemaPath:"#/properties/read/properties/projection/items/enum",keyword:"enum",params:{allowedValues: schema33.properties.read.properties.projection.items.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs19 === errors;
if(!valid2){
break;
}
}
if(valid2){
let i1 = data7.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data7[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
validate32.errors = [{instancePath:instancePath+"/read/projection",schemaPath:"#/properties/read/properties/projection/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
return false;
break;
}
indices0[item0] = i1;
}
}
}
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/read/projection",schemaPath:"#/properties/read/properties/projection/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.limit !== undefined){
let data9 = data2.limit;
const _errs21 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate32.errors = [{instancePath:instancePath+"/read/limit",schemaPath:"#/properties/read/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 5000 || isNaN(data9)){
validate32.errors = [{instancePath:instancePath+"/read/limit",schemaPath:"#/properties/read/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5000},message:"must be <= 5000"}];
return false;
}
else {
if(data9 < 1 || isNaN(data9)){
validate32.errors = [{instancePath:instancePath+"/read/limit",schemaPath:"#/properties/read/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/read",schemaPath:"#/properties/read/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.retain_capture !== undefined){
const _errs23 = errors;
if(typeof data.retain_capture !== "boolean"){
validate32.errors = [{instancePath:instancePath+"/retain_capture",schemaPath:"#/properties/retain_capture/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate32.errors = vErrors;
return errors === 0;
}

export const validateOpenLogArgs = validate33;
const schema34 = {"type":"object","additionalProperties":false,"properties":{"log_id":{"type":"string","minLength":1,"maxLength":256,"description":"Server-issued log identifier from winproc_list_logs."},"wait_ms":{"type":"integer","minimum":0,"maximum":10000,"description":"Milliseconds the bridge waits for the job or operation to finish before returning its handle, 0 through 10,000; the default is 5,000 in the normal bridge and 0 in raw mode (mcp-bridge --raw). It is removed before native dispatch and does not change the request identity."}},"required":["log_id"]};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.log_id === undefined) && (missing0 = "log_id")){
validate33.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "log_id") || (key0 === "wait_ms"))){
validate33.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.log_id !== undefined){
let data0 = data.log_id;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func3(data0) > 256){
validate33.errors = [{instancePath:instancePath+"/log_id",schemaPath:"#/properties/log_id/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func3(data0) < 1){
validate33.errors = [{instancePath:instancePath+"/log_id",schemaPath:"#/properties/log_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate33.errors = [{instancePath:instancePath+"/log_id",schemaPath:"#/properties/log_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.wait_ms !== undefined){
let data1 = data.wait_ms;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate33.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 10000 || isNaN(data1)){
validate33.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"}];
return false;
}
else {
if(data1 < 0 || isNaN(data1)){
validate33.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate33.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate33.errors = vErrors;
return errors === 0;
}

export const validateCloseLogArgs = validate34;
const schema35 = {"type":"object","additionalProperties":false,"properties":{"log_ref":{"type":"string","minLength":1,"maxLength":256,"description":"Opaque connection-owned reference to a saved log loaded by winproc_open_log."}},"required":["log_ref"]};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.log_ref === undefined) && (missing0 = "log_ref")){
validate34.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "log_ref")){
validate34.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.log_ref !== undefined){
let data0 = data.log_ref;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func3(data0) > 256){
validate34.errors = [{instancePath:instancePath+"/log_ref",schemaPath:"#/properties/log_ref/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func3(data0) < 1){
validate34.errors = [{instancePath:instancePath+"/log_ref",schemaPath:"#/properties/log_ref/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/log_ref",schemaPath:"#/properties/log_ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
else {
validate34.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate34.errors = vErrors;
return errors === 0;
}

export const validateGetDotnetCollectionArgs = validate35;
const schema36 = {"type":"object","additionalProperties":false,"properties":{"process_ref":{"type":"string","minLength":1,"maxLength":512,"description":"The live process lifetime to report on."}},"required":["process_ref"]};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.process_ref === undefined) && (missing0 = "process_ref")){
validate35.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "process_ref")){
validate35.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.process_ref !== undefined){
let data0 = data.process_ref;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func3(data0) > 512){
validate35.errors = [{instancePath:instancePath+"/process_ref",schemaPath:"#/properties/process_ref/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
return false;
}
else {
if(func3(data0) < 1){
validate35.errors = [{instancePath:instancePath+"/process_ref",schemaPath:"#/properties/process_ref/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate35.errors = [{instancePath:instancePath+"/process_ref",schemaPath:"#/properties/process_ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
else {
validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate35.errors = vErrors;
return errors === 0;
}

export const validateSetDotnetCollectionArgs = validate36;
const schema37 = {"type":"object","additionalProperties":false,"properties":{"process_ref":{"type":"string","minLength":1,"maxLength":512,"description":"The live process lifetime to authorize or revoke."},"enabled":{"type":"boolean","description":"true to authorize collection, false to revoke it."},"operation_id":{"type":"string","minLength":1,"maxLength":128,"pattern":"^[A-Za-z0-9._:-]+$","description":"Caller-chosen unique operation identifier of 1 to 128 letters, digits, dots, underscores, colons or hyphens; repeating it with identical arguments returns the retained outcome without repeating effects, and reusing it with different arguments is rejected."},"expected_revision":{"type":"string","minLength":1,"maxLength":256,"description":"Revision from winproc_get_dotnet_collection; a change since rejects the request with STATE_CONFLICT."},"wait_ms":{"type":"integer","minimum":0,"maximum":10000,"description":"Milliseconds the bridge waits for the job or operation to finish before returning its handle, 0 through 10,000; the default is 5,000 in the normal bridge and 0 in raw mode (mcp-bridge --raw). It is removed before native dispatch and does not change the request identity."}},"required":["process_ref","enabled","operation_id","expected_revision"]};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.process_ref === undefined) && (missing0 = "process_ref")) || ((data.enabled === undefined) && (missing0 = "enabled"))) || ((data.operation_id === undefined) && (missing0 = "operation_id"))) || ((data.expected_revision === undefined) && (missing0 = "expected_revision"))){
validate36.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "process_ref") || (key0 === "enabled")) || (key0 === "operation_id")) || (key0 === "expected_revision")) || (key0 === "wait_ms"))){
validate36.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.process_ref !== undefined){
let data0 = data.process_ref;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func3(data0) > 512){
validate36.errors = [{instancePath:instancePath+"/process_ref",schemaPath:"#/properties/process_ref/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
return false;
}
else {
if(func3(data0) < 1){
validate36.errors = [{instancePath:instancePath+"/process_ref",schemaPath:"#/properties/process_ref/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate36.errors = [{instancePath:instancePath+"/process_ref",schemaPath:"#/properties/process_ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enabled !== undefined){
const _errs4 = errors;
if(typeof data.enabled !== "boolean"){
validate36.errors = [{instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.operation_id !== undefined){
let data2 = data.operation_id;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func3(data2) > 128){
validate36.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func3(data2) < 1){
validate36.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern3.test(data2)){
validate36.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._:-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._:-]+$"+"\""}];
return false;
}
}
}
}
else {
validate36.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expected_revision !== undefined){
let data3 = data.expected_revision;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func3(data3) > 256){
validate36.errors = [{instancePath:instancePath+"/expected_revision",schemaPath:"#/properties/expected_revision/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"}];
return false;
}
else {
if(func3(data3) < 1){
validate36.errors = [{instancePath:instancePath+"/expected_revision",schemaPath:"#/properties/expected_revision/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate36.errors = [{instancePath:instancePath+"/expected_revision",schemaPath:"#/properties/expected_revision/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.wait_ms !== undefined){
let data4 = data.wait_ms;
const _errs10 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate36.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs10){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 10000 || isNaN(data4)){
validate36.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"}];
return false;
}
else {
if(data4 < 0 || isNaN(data4)){
validate36.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate36.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate36.errors = vErrors;
return errors === 0;
}

export const validateWaitConditionArgs = validate37;
const schema38 = {"type":"object","additionalProperties":false,"properties":{"condition":{"type":"object","additionalProperties":false,"required":["kind"],"description":"The condition: kind plus the fields that kind needs (process_present: process_name; process_exited: process_ref; metric_threshold: metric_id, comparison and threshold). Fields another kind needs are rejected with INVALID_ARGUMENT.","properties":{"kind":{"type":"string","enum":["process_present","process_exited","metric_threshold"],"description":"process_present, process_exited or metric_threshold."},"process_name":{"type":"string","minLength":1,"maxLength":260,"pattern":"^[^\\u0000-\\u001f]+$","description":"process_present: the case-insensitive process name to look for."},"process_ref":{"type":"string","minLength":1,"maxLength":512,"description":"process_exited: the live process lifetime whose exit is awaited."},"metric_id":{"type":"string","enum":["available_memory_bytes","commit_limit_bytes","committed_bytes","cpu_average_percent","cpu_core_0_percent","cpu_core_100_percent","cpu_core_101_percent","cpu_core_102_percent","cpu_core_103_percent","cpu_core_104_percent","cpu_core_105_percent","cpu_core_106_percent","cpu_core_107_percent","cpu_core_108_percent","cpu_core_109_percent","cpu_core_10_percent","cpu_core_110_percent","cpu_core_111_percent","cpu_core_112_percent","cpu_core_113_percent","cpu_core_114_percent","cpu_core_115_percent","cpu_core_116_percent","cpu_core_117_percent","cpu_core_118_percent","cpu_core_119_percent","cpu_core_11_percent","cpu_core_120_percent","cpu_core_121_percent","cpu_core_122_percent","cpu_core_123_percent","cpu_core_124_percent","cpu_core_125_percent","cpu_core_126_percent","cpu_core_127_percent","cpu_core_128_percent","cpu_core_129_percent","cpu_core_12_percent","cpu_core_130_percent","cpu_core_131_percent","cpu_core_132_percent","cpu_core_133_percent","cpu_core_134_percent","cpu_core_135_percent","cpu_core_136_percent","cpu_core_137_percent","cpu_core_138_percent","cpu_core_139_percent","cpu_core_13_percent","cpu_core_140_percent","cpu_core_141_percent","cpu_core_142_percent","cpu_core_143_percent","cpu_core_144_percent","cpu_core_145_percent","cpu_core_146_percent","cpu_core_147_percent","cpu_core_148_percent","cpu_core_149_percent","cpu_core_14_percent","cpu_core_150_percent","cpu_core_151_percent","cpu_core_152_percent","cpu_core_153_percent","cpu_core_154_percent","cpu_core_155_percent","cpu_core_156_percent","cpu_core_157_percent","cpu_core_158_percent","cpu_core_159_percent","cpu_core_15_percent","cpu_core_160_percent","cpu_core_161_percent","cpu_core_162_percent","cpu_core_163_percent","cpu_core_164_percent","cpu_core_165_percent","cpu_core_166_percent","cpu_core_167_percent","cpu_core_168_percent","cpu_core_169_percent","cpu_core_16_percent","cpu_core_170_percent","cpu_core_171_percent","cpu_core_172_percent","cpu_core_173_percent","cpu_core_174_percent","cpu_core_175_percent","cpu_core_176_percent","cpu_core_177_percent","cpu_core_178_percent","cpu_core_179_percent","cpu_core_17_percent","cpu_core_180_percent","cpu_core_181_percent","cpu_core_182_percent","cpu_core_183_percent","cpu_core_184_percent","cpu_core_185_percent","cpu_core_186_percent","cpu_core_187_percent","cpu_core_188_percent","cpu_core_189_percent","cpu_core_18_percent","cpu_core_190_percent","cpu_core_191_percent","cpu_core_192_percent","cpu_core_193_percent","cpu_core_194_percent","cpu_core_195_percent","cpu_core_196_percent","cpu_core_197_percent","cpu_core_198_percent","cpu_core_199_percent","cpu_core_19_percent","cpu_core_1_percent","cpu_core_200_percent","cpu_core_201_percent","cpu_core_202_percent","cpu_core_203_percent","cpu_core_204_percent","cpu_core_205_percent","cpu_core_206_percent","cpu_core_207_percent","cpu_core_208_percent","cpu_core_209_percent","cpu_core_20_percent","cpu_core_210_percent","cpu_core_211_percent","cpu_core_212_percent","cpu_core_213_percent","cpu_core_214_percent","cpu_core_215_percent","cpu_core_216_percent","cpu_core_217_percent","cpu_core_218_percent","cpu_core_219_percent","cpu_core_21_percent","cpu_core_220_percent","cpu_core_221_percent","cpu_core_222_percent","cpu_core_223_percent","cpu_core_224_percent","cpu_core_225_percent","cpu_core_226_percent","cpu_core_227_percent","cpu_core_228_percent","cpu_core_229_percent","cpu_core_22_percent","cpu_core_230_percent","cpu_core_231_percent","cpu_core_232_percent","cpu_core_233_percent","cpu_core_234_percent","cpu_core_235_percent","cpu_core_236_percent","cpu_core_237_percent","cpu_core_238_percent","cpu_core_239_percent","cpu_core_23_percent","cpu_core_240_percent","cpu_core_241_percent","cpu_core_242_percent","cpu_core_243_percent","cpu_core_244_percent","cpu_core_245_percent","cpu_core_246_percent","cpu_core_247_percent","cpu_core_248_percent","cpu_core_249_percent","cpu_core_24_percent","cpu_core_250_percent","cpu_core_251_percent","cpu_core_252_percent","cpu_core_253_percent","cpu_core_254_percent","cpu_core_255_percent","cpu_core_25_percent","cpu_core_26_percent","cpu_core_27_percent","cpu_core_28_percent","cpu_core_29_percent","cpu_core_2_percent","cpu_core_30_percent","cpu_core_31_percent","cpu_core_32_percent","cpu_core_33_percent","cpu_core_34_percent","cpu_core_35_percent","cpu_core_36_percent","cpu_core_37_percent","cpu_core_38_percent","cpu_core_39_percent","cpu_core_3_percent","cpu_core_40_percent","cpu_core_41_percent","cpu_core_42_percent","cpu_core_43_percent","cpu_core_44_percent","cpu_core_45_percent","cpu_core_46_percent","cpu_core_47_percent","cpu_core_48_percent","cpu_core_49_percent","cpu_core_4_percent","cpu_core_50_percent","cpu_core_51_percent","cpu_core_52_percent","cpu_core_53_percent","cpu_core_54_percent","cpu_core_55_percent","cpu_core_56_percent","cpu_core_57_percent","cpu_core_58_percent","cpu_core_59_percent","cpu_core_5_percent","cpu_core_60_percent","cpu_core_61_percent","cpu_core_62_percent","cpu_core_63_percent","cpu_core_64_percent","cpu_core_65_percent","cpu_core_66_percent","cpu_core_67_percent","cpu_core_68_percent","cpu_core_69_percent","cpu_core_6_percent","cpu_core_70_percent","cpu_core_71_percent","cpu_core_72_percent","cpu_core_73_percent","cpu_core_74_percent","cpu_core_75_percent","cpu_core_76_percent","cpu_core_77_percent","cpu_core_78_percent","cpu_core_79_percent","cpu_core_7_percent","cpu_core_80_percent","cpu_core_81_percent","cpu_core_82_percent","cpu_core_83_percent","cpu_core_84_percent","cpu_core_85_percent","cpu_core_86_percent","cpu_core_87_percent","cpu_core_88_percent","cpu_core_89_percent","cpu_core_8_percent","cpu_core_90_percent","cpu_core_91_percent","cpu_core_92_percent","cpu_core_93_percent","cpu_core_94_percent","cpu_core_95_percent","cpu_core_96_percent","cpu_core_97_percent","cpu_core_98_percent","cpu_core_99_percent","cpu_core_9_percent","cpu_kernel_percent","cpu_percent","cpu_user_percent","decode_average_percent","decode_engine_count","decode_max_percent","dedicated_bytes","dedicated_total_bytes","disk_queue_length","disk_read_bytes_per_sec","disk_write_bytes_per_sec","dotnet_allocation_bytes_per_sec","dotnet_gc_committed_bytes","dotnet_gc_fragmentation_bytes","dotnet_gc_gen0_heap_bytes","dotnet_gc_gen1_heap_bytes","dotnet_gc_gen2_heap_bytes","dotnet_gc_loh_bytes","dotnet_gc_poh_bytes","dotnet_heap_bytes","encode_average_percent","encode_engine_count","encode_max_percent","free_zeroed_memory_bytes","gdi_object_count","gpu_dedicated_bytes","gpu_percent","gpu_shared_bytes","handle_count","io_read_bytes_per_sec","io_write_bytes_per_sec","modified_memory_bytes","network_received_bytes_per_sec","network_sent_bytes_per_sec","nonpaged_pool_bytes","page_faults_major_per_sec","paged_pool_bytes","pages_input_per_sec","pages_output_per_sec","path","physical_memory_bytes","private_bytes","process_count","shared_bytes","shared_total_bytes","standby_memory_bytes","task_name","thread_count","total_memory_bytes","user_object_count","utilization_percent","workset_bytes","workset_private_bytes","workset_shareable_bytes"],"description":"metric_threshold: the metric to compare; it must exist for the kind of target and be numeric (a text metric such as path is INVALID_ARGUMENT)."},"comparison":{"type":"string","enum":["gt","ge","lt","le","eq"],"description":"metric_threshold: how the value compares with threshold (greater, greater or equal, less, less or equal, equal)."},"threshold":{"type":"string","minLength":1,"maxLength":42,"pattern":"^-?[0-9]{1,20}(\\.[0-9]{1,20})?$","description":"metric_threshold: the threshold as an exact decimal string such as \"1073741824\" or \"80.5\", compared without floating-point rounding for integer metrics."}}},"target":{"type":"object","additionalProperties":false,"minProperties":1,"maxProperties":1,"description":"metric_threshold: the target whose metric is compared; the default is the system target. Not accepted for other kinds.","properties":{"process_ref":{"type":"string","minLength":1,"maxLength":512,"description":"Targets the process lifetime named by this opaque reference."},"system":{"type":"boolean","const":true,"description":"Targets the system when set to true."},"gpu_adapter":{"type":"string","minLength":1,"maxLength":128,"description":"Targets the GPU adapter with this adapter identifier (Windows LUID as high:low, Linux DRM card name)."}}},"timeout_ms":{"type":"integer","minimum":1,"maximum":60000,"description":"Deadline of the wait in milliseconds, 1 through 60,000; the job fails with TIMEOUT when it passes."},"wait_ms":{"type":"integer","minimum":0,"maximum":10000,"description":"Milliseconds the bridge waits for the job or operation to finish before returning its handle, 0 through 10,000; the default is 5,000 in the normal bridge and 0 in raw mode (mcp-bridge --raw). It is removed before native dispatch and does not change the request identity."}},"required":["condition","timeout_ms"]};
const pattern17 = new RegExp("^-?[0-9]{1,20}(\\.[0-9]{1,20})?$", "u");

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.condition === undefined) && (missing0 = "condition")) || ((data.timeout_ms === undefined) && (missing0 = "timeout_ms"))){
validate37.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "condition") || (key0 === "target")) || (key0 === "timeout_ms")) || (key0 === "wait_ms"))){
validate37.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.condition !== undefined){
let data0 = data.condition;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if((data0.kind === undefined) && (missing1 = "kind")){
validate37.errors = [{instancePath:instancePath+"/condition",schemaPath:"#/properties/condition/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs4 = errors;
for(const key1 in data0){
if(!((((((key1 === "kind") || (key1 === "process_name")) || (key1 === "process_ref")) || (key1 === "metric_id")) || (key1 === "comparison")) || (key1 === "threshold"))){
validate37.errors = [{instancePath:instancePath+"/condition",schemaPath:"#/properties/condition/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs4 === errors){
if(data0.kind !== undefined){
let data1 = data0.kind;
const _errs5 = errors;
if(typeof data1 !== "string"){
validate37.errors = [{instancePath:instancePath+"/condition/kind",schemaPath:"#/properties/condition/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data1 === "process_present") || (data1 === "process_exited")) || (data1 === "metric_threshold"))){
validate37.errors = [{instancePath:instancePath+"/condition/kind",schemaPath:"#/properties/condition/properties/kind/enum",keyword:"enum",params:{allowedValues: schema38.properties.condition.properties.kind.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.process_name !== undefined){
let data2 = data0.process_name;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(func3(data2) > 260){
validate37.errors = [{instancePath:instancePath+"/condition/process_name",schemaPath:"#/properties/condition/properties/process_name/maxLength",keyword:"maxLength",params:{limit: 260},message:"must NOT have more than 260 characters"}];
return false;
}
else {
if(func3(data2) < 1){
validate37.errors = [{instancePath:instancePath+"/condition/process_name",schemaPath:"#/properties/condition/properties/process_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern4.test(data2)){
validate37.errors = [{instancePath:instancePath+"/condition/process_name",schemaPath:"#/properties/condition/properties/process_name/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001f]+$"},message:"must match pattern \""+"^[^\\u0000-\\u001f]+$"+"\""}];
return false;
}
}
}
}
else {
validate37.errors = [{instancePath:instancePath+"/condition/process_name",schemaPath:"#/properties/condition/properties/process_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.process_ref !== undefined){
let data3 = data0.process_ref;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(func3(data3) > 512){
validate37.errors = [{instancePath:instancePath+"/condition/process_ref",schemaPath:"#/properties/condition/properties/process_ref/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
return false;
}
else {
if(func3(data3) < 1){
validate37.errors = [{instancePath:instancePath+"/condition/process_ref",schemaPath:"#/properties/condition/properties/process_ref/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate37.errors = [{instancePath:instancePath+"/condition/process_ref",schemaPath:"#/properties/condition/properties/process_ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.metric_id !== undefined){
let data4 = data0.metric_id;
const _errs11 = errors;
if(typeof data4 !== "string"){
validate37.errors = [{instancePath:instancePath+"/condition/metric_id",schemaPath:"#/properties/condition/properties/metric_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
let valid2;
valid2 = false;
for(const v0 of schema38.properties.condition.properties.metric_id.enum){
if(func0(data4, v0)){
valid2 = true;
break;
}
}
if(!valid2){
validate37.errors = [{instancePath:instancePath+"/condition/metric_id",schemaPath:"#/properties/condition/properties/metric_id/enum",keyword:"enum",params:{allowedValues: schema38.properties.condition.properties.metric_id.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.comparison !== undefined){
let data5 = data0.comparison;
const _errs13 = errors;
if(typeof data5 !== "string"){
validate37.errors = [{instancePath:instancePath+"/condition/comparison",schemaPath:"#/properties/condition/properties/comparison/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data5 === "gt") || (data5 === "ge")) || (data5 === "lt")) || (data5 === "le")) || (data5 === "eq"))){
validate37.errors = [{instancePath:instancePath+"/condition/comparison",schemaPath:"#/properties/condition/properties/comparison/enum",keyword:"enum",params:{allowedValues: schema38.properties.condition.properties.comparison.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.threshold !== undefined){
let data6 = data0.threshold;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data6 === "string"){
if(func3(data6) > 42){
validate37.errors = [{instancePath:instancePath+"/condition/threshold",schemaPath:"#/properties/condition/properties/threshold/maxLength",keyword:"maxLength",params:{limit: 42},message:"must NOT have more than 42 characters"}];
return false;
}
else {
if(func3(data6) < 1){
validate37.errors = [{instancePath:instancePath+"/condition/threshold",schemaPath:"#/properties/condition/properties/threshold/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern17.test(data6)){
validate37.errors = [{instancePath:instancePath+"/condition/threshold",schemaPath:"#/properties/condition/properties/threshold/pattern",keyword:"pattern",params:{pattern: "^-?[0-9]{1,20}(\\.[0-9]{1,20})?$"},message:"must match pattern \""+"^-?[0-9]{1,20}(\\.[0-9]{1,20})?$"+"\""}];
return false;
}
}
}
}
else {
validate37.errors = [{instancePath:instancePath+"/condition/threshold",schemaPath:"#/properties/condition/properties/threshold/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
else {
validate37.errors = [{instancePath:instancePath+"/condition",schemaPath:"#/properties/condition/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.target !== undefined){
let data7 = data.target;
const _errs17 = errors;
if(errors === _errs17){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(Object.keys(data7).length > 1){
validate37.errors = [{instancePath:instancePath+"/target",schemaPath:"#/properties/target/maxProperties",keyword:"maxProperties",params:{limit: 1},message:"must NOT have more than 1 properties"}];
return false;
}
else {
if(Object.keys(data7).length < 1){
validate37.errors = [{instancePath:instancePath+"/target",schemaPath:"#/properties/target/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"}];
return false;
}
else {
const _errs19 = errors;
for(const key2 in data7){
if(!(((key2 === "process_ref") || (key2 === "system")) || (key2 === "gpu_adapter"))){
validate37.errors = [{instancePath:instancePath+"/target",schemaPath:"#/properties/target/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs19 === errors){
if(data7.process_ref !== undefined){
let data8 = data7.process_ref;
const _errs20 = errors;
if(errors === _errs20){
if(typeof data8 === "string"){
if(func3(data8) > 512){
validate37.errors = [{instancePath:instancePath+"/target/process_ref",schemaPath:"#/properties/target/properties/process_ref/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
return false;
}
else {
if(func3(data8) < 1){
validate37.errors = [{instancePath:instancePath+"/target/process_ref",schemaPath:"#/properties/target/properties/process_ref/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate37.errors = [{instancePath:instancePath+"/target/process_ref",schemaPath:"#/properties/target/properties/process_ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs20 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.system !== undefined){
let data9 = data7.system;
const _errs22 = errors;
if(typeof data9 !== "boolean"){
validate37.errors = [{instancePath:instancePath+"/target/system",schemaPath:"#/properties/target/properties/system/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
if(true !== data9){
validate37.errors = [{instancePath:instancePath+"/target/system",schemaPath:"#/properties/target/properties/system/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"}];
return false;
}
var valid3 = _errs22 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.gpu_adapter !== undefined){
let data10 = data7.gpu_adapter;
const _errs24 = errors;
if(errors === _errs24){
if(typeof data10 === "string"){
if(func3(data10) > 128){
validate37.errors = [{instancePath:instancePath+"/target/gpu_adapter",schemaPath:"#/properties/target/properties/gpu_adapter/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func3(data10) < 1){
validate37.errors = [{instancePath:instancePath+"/target/gpu_adapter",schemaPath:"#/properties/target/properties/gpu_adapter/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate37.errors = [{instancePath:instancePath+"/target/gpu_adapter",schemaPath:"#/properties/target/properties/gpu_adapter/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs24 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
}
else {
validate37.errors = [{instancePath:instancePath+"/target",schemaPath:"#/properties/target/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timeout_ms !== undefined){
let data11 = data.timeout_ms;
const _errs26 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
validate37.errors = [{instancePath:instancePath+"/timeout_ms",schemaPath:"#/properties/timeout_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs26){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 60000 || isNaN(data11)){
validate37.errors = [{instancePath:instancePath+"/timeout_ms",schemaPath:"#/properties/timeout_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60000},message:"must be <= 60000"}];
return false;
}
else {
if(data11 < 1 || isNaN(data11)){
validate37.errors = [{instancePath:instancePath+"/timeout_ms",schemaPath:"#/properties/timeout_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.wait_ms !== undefined){
let data12 = data.wait_ms;
const _errs28 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate37.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs28){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 10000 || isNaN(data12)){
validate37.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"}];
return false;
}
else {
if(data12 < 0 || isNaN(data12)){
validate37.errors = [{instancePath:instancePath+"/wait_ms",schemaPath:"#/properties/wait_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate37.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate37.errors = vErrors;
return errors === 0;
}

export const validateGetOperationArgs = validate38;
const schema39 = {"type":"object","additionalProperties":false,"properties":{"operation_id":{"type":"string","minLength":1,"maxLength":128,"pattern":"^[A-Za-z0-9._:-]+$","description":"The operation to look up."}},"required":["operation_id"]};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.operation_id === undefined) && (missing0 = "operation_id")){
validate38.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "operation_id")){
validate38.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.operation_id !== undefined){
let data0 = data.operation_id;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func3(data0) > 128){
validate38.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func3(data0) < 1){
validate38.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern3.test(data0)){
validate38.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._:-]+$"},message:"must match pattern \""+"^[A-Za-z0-9._:-]+$"+"\""}];
return false;
}
}
}
}
else {
validate38.errors = [{instancePath:instancePath+"/operation_id",schemaPath:"#/properties/operation_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
}
else {
validate38.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate38.errors = vErrors;
return errors === 0;
}

