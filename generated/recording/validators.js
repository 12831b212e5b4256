// generated — do not edit.
// Emitter: codegen/emitters/validators.ts; source: schemas/recording/*.schema.json.
// Regenerate with `npm run codegen`.
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
export const validateRecordingV2Record = validate10;
const schema11 = {"title":"RecordingV2Record","description":"One line of a format-2 Recording (JSON Lines): a session, frame or end record.","oneOf":[{"type":"object","title":"RecordingV2Session","description":"The first line: format version, start and recording parameters.","required":["record_type","schema_version"],"properties":{"record_type":{"const":"session"},"schema_version":{"const":2,"description":"Format version, always 2."},"session_id":{"type":"string","description":"Session ID."},"app":{"type":"string","description":"The writing application."},"host":{"type":"string","description":"Host name."},"started_at":{"type":"string","format":"date-time","description":"Start time, RFC 3339."},"interval_seconds":{"enum":[1,2,5,10],"description":"Aggregation interval in seconds."},"tracked_names":{"type":"array","items":{"type":"string"},"description":"Tracked process names."}}},{"type":"object","title":"RecordingV2Frame","description":"One aggregation window.","required":["record_type","captured_at"],"properties":{"record_type":{"const":"frame"},"schema_version":{"const":2},"captured_at":{"type":"string","format":"date-time","description":"Time of the last snapshot of the window, RFC 3339."},"system_metrics":{"type":"object","title":"RecordingV2SystemMetrics","description":"System values by metric identifier (optional ones omitted or null), with per-adapter GPU values.","properties":{"gpu_adapters":{"type":"array","items":{"type":"object","title":"RecordingV2GpuAdapter","description":"One GPU adapter's values by metric identifier.","required":["luid_high","luid_low"],"properties":{"luid_high":{"type":"integer","minimum":0},"luid_low":{"type":"integer","minimum":0},"name":{"type":["string","null"]}},"additionalProperties":{"type":["number","null","string"]}},"description":"GPU adapters keyed by LUID."}},"additionalProperties":{"type":["number","null","array"]}},"processes":{"type":"array","items":{"type":"object","title":"RecordingV2Process","description":"One recorded process in a frame.","required":["pid","name","metrics"],"properties":{"pid":{"type":"integer","minimum":0},"name":{"type":"string"},"path":{"type":["string","null"],"description":"Executable path when known."},"start_time":{"type":["string","null"],"format":"date-time","description":"Process start time, RFC 3339, when known."},"metrics":{"type":"object","description":"Process values by metric identifier (optional ones omitted or null).","additionalProperties":{"type":["number","null"]}}}},"description":"Recorded processes present in the window."}}},{"type":"object","title":"RecordingV2End","description":"The last line of a Recording that ended normally.","required":["record_type"],"properties":{"record_type":{"const":"end"},"schema_version":{"const":2},"ended_at":{"type":"string","format":"date-time","description":"End time, RFC 3339."},"reason":{"type":"string","description":"Why the Recording ended."}}}]};
const formats0 = require("ajv-formats/dist/formats").fullFormats["date-time"];

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.record_type === undefined) && (missing0 = "record_type")) || ((data.schema_version === undefined) && (missing0 = "schema_version"))){
const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.record_type !== undefined){
const _errs3 = errors;
if("session" !== data.record_type){
const err1 = {instancePath:instancePath+"/record_type",schemaPath:"#/oneOf/0/properties/record_type/const",keyword:"const",params:{allowedValue: "session"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.schema_version !== undefined){
const _errs4 = errors;
if(2 !== data.schema_version){
const err2 = {instancePath:instancePath+"/schema_version",schemaPath:"#/oneOf/0/properties/schema_version/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.session_id !== undefined){
const _errs5 = errors;
if(typeof data.session_id !== "string"){
const err3 = {instancePath:instancePath+"/session_id",schemaPath:"#/oneOf/0/properties/session_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.app !== undefined){
const _errs7 = errors;
if(typeof data.app !== "string"){
const err4 = {instancePath:instancePath+"/app",schemaPath:"#/oneOf/0/properties/app/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.host !== undefined){
const _errs9 = errors;
if(typeof data.host !== "string"){
const err5 = {instancePath:instancePath+"/host",schemaPath:"#/oneOf/0/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.started_at !== undefined){
let data5 = data.started_at;
const _errs11 = errors;
if(errors === _errs11){
if(errors === _errs11){
if(typeof data5 === "string"){
if(!(formats0.validate(data5))){
const err6 = {instancePath:instancePath+"/started_at",schemaPath:"#/oneOf/0/properties/started_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/started_at",schemaPath:"#/oneOf/0/properties/started_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.interval_seconds !== undefined){
let data6 = data.interval_seconds;
const _errs13 = errors;
if(!((((data6 === 1) || (data6 === 2)) || (data6 === 5)) || (data6 === 10))){
const err8 = {instancePath:instancePath+"/interval_seconds",schemaPath:"#/oneOf/0/properties/interval_seconds/enum",keyword:"enum",params:{allowedValues: schema11.oneOf[0].properties.interval_seconds.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.tracked_names !== undefined){
let data7 = data.tracked_names;
const _errs14 = errors;
if(errors === _errs14){
if(Array.isArray(data7)){
var valid2 = true;
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
const _errs16 = errors;
if(typeof data7[i0] !== "string"){
const err9 = {instancePath:instancePath+"/tracked_names/" + i0,schemaPath:"#/oneOf/0/properties/tracked_names/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var valid2 = _errs16 === errors;
if(!valid2){
break;
}
}
}
else {
const err10 = {instancePath:instancePath+"/tracked_names",schemaPath:"#/oneOf/0/properties/tracked_names/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var valid1 = _errs14 === errors;
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
}
else {
const err11 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs18 = errors;
if(errors === _errs18){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.record_type === undefined) && (missing1 = "record_type")) || ((data.captured_at === undefined) && (missing1 = "captured_at"))){
const err12 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
if(data.record_type !== undefined){
const _errs20 = errors;
if("frame" !== data.record_type){
const err13 = {instancePath:instancePath+"/record_type",schemaPath:"#/oneOf/1/properties/record_type/const",keyword:"const",params:{allowedValue: "frame"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var valid3 = _errs20 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.schema_version !== undefined){
const _errs21 = errors;
if(2 !== data.schema_version){
const err14 = {instancePath:instancePath+"/schema_version",schemaPath:"#/oneOf/1/properties/schema_version/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var valid3 = _errs21 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.captured_at !== undefined){
let data11 = data.captured_at;
const _errs22 = errors;
if(errors === _errs22){
if(errors === _errs22){
if(typeof data11 === "string"){
if(!(formats0.validate(data11))){
const err15 = {instancePath:instancePath+"/captured_at",schemaPath:"#/oneOf/1/properties/captured_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/captured_at",schemaPath:"#/oneOf/1/properties/captured_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
var valid3 = _errs22 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.system_metrics !== undefined){
let data12 = data.system_metrics;
const _errs24 = errors;
if(errors === _errs24){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
const _errs26 = errors;
for(const key0 in data12){
if(!(key0 === "gpu_adapters")){
let data13 = data12[key0];
const _errs27 = errors;
if(((!((typeof data13 == "number") && (isFinite(data13)))) && (data13 !== null)) && (!(Array.isArray(data13)))){
const err17 = {instancePath:instancePath+"/system_metrics/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/oneOf/1/properties/system_metrics/additionalProperties/type",keyword:"type",params:{type: schema11.oneOf[1].properties.system_metrics.additionalProperties.type},message:"must be number,null,array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var valid4 = _errs27 === errors;
if(!valid4){
break;
}
}
}
if(_errs26 === errors){
if(data12.gpu_adapters !== undefined){
let data14 = data12.gpu_adapters;
const _errs29 = errors;
if(errors === _errs29){
if(Array.isArray(data14)){
var valid6 = true;
const len1 = data14.length;
for(let i1=0; i1<len1; i1++){
let data15 = data14[i1];
const _errs31 = errors;
if(errors === _errs31){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
let missing2;
if(((data15.luid_high === undefined) && (missing2 = "luid_high")) || ((data15.luid_low === undefined) && (missing2 = "luid_low"))){
const err18 = {instancePath:instancePath+"/system_metrics/gpu_adapters/" + i1,schemaPath:"#/oneOf/1/properties/system_metrics/properties/gpu_adapters/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
const _errs33 = errors;
for(const key1 in data15){
if(!(((key1 === "luid_high") || (key1 === "luid_low")) || (key1 === "name"))){
let data16 = data15[key1];
const _errs34 = errors;
if(((!((typeof data16 == "number") && (isFinite(data16)))) && (data16 !== null)) && (typeof data16 !== "string")){
const err19 = {instancePath:instancePath+"/system_metrics/gpu_adapters/" + i1+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/oneOf/1/properties/system_metrics/properties/gpu_adapters/items/additionalProperties/type",keyword:"type",params:{type: schema11.oneOf[1].properties.system_metrics.properties.gpu_adapters.items.additionalProperties.type},message:"must be number,null,string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var valid7 = _errs34 === errors;
if(!valid7){
break;
}
}
}
if(_errs33 === errors){
if(data15.luid_high !== undefined){
let data17 = data15.luid_high;
const _errs36 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err20 = {instancePath:instancePath+"/system_metrics/gpu_adapters/" + i1+"/luid_high",schemaPath:"#/oneOf/1/properties/system_metrics/properties/gpu_adapters/items/properties/luid_high/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(errors === _errs36){
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
const err21 = {instancePath:instancePath+"/system_metrics/gpu_adapters/" + i1+"/luid_high",schemaPath:"#/oneOf/1/properties/system_metrics/properties/gpu_adapters/items/properties/luid_high/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
var valid8 = _errs36 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data15.luid_low !== undefined){
let data18 = data15.luid_low;
const _errs38 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err22 = {instancePath:instancePath+"/system_metrics/gpu_adapters/" + i1+"/luid_low",schemaPath:"#/oneOf/1/properties/system_metrics/properties/gpu_adapters/items/properties/luid_low/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(errors === _errs38){
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 < 0 || isNaN(data18)){
const err23 = {instancePath:instancePath+"/system_metrics/gpu_adapters/" + i1+"/luid_low",schemaPath:"#/oneOf/1/properties/system_metrics/properties/gpu_adapters/items/properties/luid_low/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
var valid8 = _errs38 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data15.name !== undefined){
let data19 = data15.name;
const _errs40 = errors;
if((typeof data19 !== "string") && (data19 !== null)){
const err24 = {instancePath:instancePath+"/system_metrics/gpu_adapters/" + i1+"/name",schemaPath:"#/oneOf/1/properties/system_metrics/properties/gpu_adapters/items/properties/name/type",keyword:"type",params:{type: schema11.oneOf[1].properties.system_metrics.properties.gpu_adapters.items.properties.name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var valid8 = _errs40 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
}
else {
const err25 = {instancePath:instancePath+"/system_metrics/gpu_adapters/" + i1,schemaPath:"#/oneOf/1/properties/system_metrics/properties/gpu_adapters/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
var valid6 = _errs31 === errors;
if(!valid6){
break;
}
}
}
else {
const err26 = {instancePath:instancePath+"/system_metrics/gpu_adapters",schemaPath:"#/oneOf/1/properties/system_metrics/properties/gpu_adapters/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
}
}
else {
const err27 = {instancePath:instancePath+"/system_metrics",schemaPath:"#/oneOf/1/properties/system_metrics/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
var valid3 = _errs24 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.processes !== undefined){
let data20 = data.processes;
const _errs42 = errors;
if(errors === _errs42){
if(Array.isArray(data20)){
var valid9 = true;
const len2 = data20.length;
for(let i2=0; i2<len2; i2++){
let data21 = data20[i2];
const _errs44 = errors;
if(errors === _errs44){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
let missing3;
if((((data21.pid === undefined) && (missing3 = "pid")) || ((data21.name === undefined) && (missing3 = "name"))) || ((data21.metrics === undefined) && (missing3 = "metrics"))){
const err28 = {instancePath:instancePath+"/processes/" + i2,schemaPath:"#/oneOf/1/properties/processes/items/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
if(data21.pid !== undefined){
let data22 = data21.pid;
const _errs46 = errors;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err29 = {instancePath:instancePath+"/processes/" + i2+"/pid",schemaPath:"#/oneOf/1/properties/processes/items/properties/pid/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(errors === _errs46){
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 < 0 || isNaN(data22)){
const err30 = {instancePath:instancePath+"/processes/" + i2+"/pid",schemaPath:"#/oneOf/1/properties/processes/items/properties/pid/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
var valid10 = _errs46 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data21.name !== undefined){
const _errs48 = errors;
if(typeof data21.name !== "string"){
const err31 = {instancePath:instancePath+"/processes/" + i2+"/name",schemaPath:"#/oneOf/1/properties/processes/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var valid10 = _errs48 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data21.path !== undefined){
let data24 = data21.path;
const _errs50 = errors;
if((typeof data24 !== "string") && (data24 !== null)){
const err32 = {instancePath:instancePath+"/processes/" + i2+"/path",schemaPath:"#/oneOf/1/properties/processes/items/properties/path/type",keyword:"type",params:{type: schema11.oneOf[1].properties.processes.items.properties.path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var valid10 = _errs50 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data21.start_time !== undefined){
let data25 = data21.start_time;
const _errs52 = errors;
if((typeof data25 !== "string") && (data25 !== null)){
const err33 = {instancePath:instancePath+"/processes/" + i2+"/start_time",schemaPath:"#/oneOf/1/properties/processes/items/properties/start_time/type",keyword:"type",params:{type: schema11.oneOf[1].properties.processes.items.properties.start_time.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(errors === _errs52){
if(errors === _errs52){
if(typeof data25 === "string"){
if(!(formats0.validate(data25))){
const err34 = {instancePath:instancePath+"/processes/" + i2+"/start_time",schemaPath:"#/oneOf/1/properties/processes/items/properties/start_time/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
}
var valid10 = _errs52 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data21.metrics !== undefined){
let data26 = data21.metrics;
const _errs54 = errors;
if(errors === _errs54){
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
for(const key2 in data26){
let data27 = data26[key2];
const _errs57 = errors;
if((!((typeof data27 == "number") && (isFinite(data27)))) && (data27 !== null)){
const err35 = {instancePath:instancePath+"/processes/" + i2+"/metrics/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/oneOf/1/properties/processes/items/properties/metrics/additionalProperties/type",keyword:"type",params:{type: schema11.oneOf[1].properties.processes.items.properties.metrics.additionalProperties.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var valid11 = _errs57 === errors;
if(!valid11){
break;
}
}
}
else {
const err36 = {instancePath:instancePath+"/processes/" + i2+"/metrics",schemaPath:"#/oneOf/1/properties/processes/items/properties/metrics/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
var valid10 = _errs54 === errors;
}
else {
var valid10 = true;
}
}
}
}
}
}
}
else {
const err37 = {instancePath:instancePath+"/processes/" + i2,schemaPath:"#/oneOf/1/properties/processes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
var valid9 = _errs44 === errors;
if(!valid9){
break;
}
}
}
else {
const err38 = {instancePath:instancePath+"/processes",schemaPath:"#/oneOf/1/properties/processes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
var valid3 = _errs42 === errors;
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
const err39 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
var _valid0 = _errs18 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
const _errs59 = errors;
if(errors === _errs59){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.record_type === undefined) && (missing4 = "record_type")){
const err40 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
else {
if(data.record_type !== undefined){
const _errs61 = errors;
if("end" !== data.record_type){
const err41 = {instancePath:instancePath+"/record_type",schemaPath:"#/oneOf/2/properties/record_type/const",keyword:"const",params:{allowedValue: "end"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var valid12 = _errs61 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data.schema_version !== undefined){
const _errs62 = errors;
if(2 !== data.schema_version){
const err42 = {instancePath:instancePath+"/schema_version",schemaPath:"#/oneOf/2/properties/schema_version/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var valid12 = _errs62 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data.ended_at !== undefined){
let data30 = data.ended_at;
const _errs63 = errors;
if(errors === _errs63){
if(errors === _errs63){
if(typeof data30 === "string"){
if(!(formats0.validate(data30))){
const err43 = {instancePath:instancePath+"/ended_at",schemaPath:"#/oneOf/2/properties/ended_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/ended_at",schemaPath:"#/oneOf/2/properties/ended_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
var valid12 = _errs63 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data.reason !== undefined){
const _errs65 = errors;
if(typeof data.reason !== "string"){
const err45 = {instancePath:instancePath+"/reason",schemaPath:"#/oneOf/2/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var valid12 = _errs65 === errors;
}
else {
var valid12 = true;
}
}
}
}
}
}
else {
const err46 = {instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
var _valid0 = _errs59 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
}
}
}
if(!valid0){
const err47 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate10.errors = vErrors;
return errors === 0;
}

export const validateRecordingV3Line = validate11;
const schema12 = {"title":"RecordingV3Line","description":"One line of a format-3 Recording (JSON Lines): a session, process definition, GPU definition, frame or end record.","oneOf":[{"title":"RecordingV3SessionRecord","type":"object","description":"The first line of a Recording: what was recorded, how and where.","required":["s"],"additionalProperties":false,"properties":{"s":{"type":"object","title":"RecordingV3Session","description":"The session header: format version, session ID, writer, host, start time, interval, fixed names and the display preferences in effect.","required":["v","id","app","host","start","interval","tracked","columns","sort"],"additionalProperties":false,"properties":{"v":{"const":3,"description":"Format version, always 3."},"id":{"type":"string","pattern":"^[0-9]{14}$","description":"Session ID: the local start time as YYYYMMDDhhmmss."},"app":{"type":"string","description":"The writing application and its version, for example winproc-tui 0.1.0."},"host":{"type":"string","description":"Host name of the recorded machine."},"start":{"type":"integer","description":"Start time in milliseconds since the Unix epoch."},"interval":{"enum":[1,2,5,10],"description":"Aggregation interval in seconds, fixed for the session."},"tracked":{"type":"array","items":{"type":"string"},"description":"Tracking List names fixed for the session (lower-cased, case-insensitive)."},"columns":{"type":"array","items":{"type":"string"},"description":"Process table columns visible when the Recording started, by metric identifier."},"sort":{"type":"array","description":"Process table sort when the Recording started: [column, asc|desc].","items":[{"type":"string","description":"Sort column."},{"enum":["asc","desc"],"description":"Sort direction."}],"additionalItems":false,"minItems":2,"maxItems":2},"system":{"type":"object","title":"RecordingV3SessionSystem","description":"Optional host description: CPU name, clock, topology and cache sizes.","additionalProperties":false,"properties":{"cpu":{"type":"string","description":"CPU model name."},"cpu_mhz":{"type":"integer","minimum":0,"description":"Nominal CPU clock in MHz."},"topology":{"type":"string","description":"Sockets, cores and logical processors in words."},"cache":{"type":"string","description":"Cache sizes in words."}}}}}}},{"title":"RecordingV3ProcessRecord","type":"object","description":"A process definition, written before the first frame that uses its process_id and again when its path appears or changes.","required":["p"],"additionalProperties":false,"properties":{"p":{"title":"RecordingV3ProcessDefinition","type":"array","description":"[process_id, pid, name, start_time|null, path|null].","items":[{"type":"integer","minimum":0,"description":"process_id: the number frames use for this lifetime, unique within the file."},{"type":"integer","minimum":0,"description":"pid"},{"type":"string","description":"Process name."},{"type":["integer","null"],"minimum":0,"description":"Start time in milliseconds since the Unix epoch, or null when unavailable."},{"type":["string","null"],"description":"Executable path, or null when unknown."}],"additionalItems":false,"minItems":5,"maxItems":5}}},{"title":"RecordingV3GpuRecord","type":"object","description":"A GPU adapter definition, written before the first frame that uses its adapter_id.","required":["g"],"additionalProperties":false,"properties":{"g":{"title":"RecordingV3GpuDefinition","type":"array","description":"[adapter_id, luid_high, luid_low, name|null].","items":[{"type":"integer","minimum":0,"description":"adapter_id: the number frames use for this adapter, unique within the file."},{"type":"integer","minimum":0,"description":"LUID high part (Linux: 0)."},{"type":"integer","minimum":0,"description":"LUID low part (Linux: the DRM card number)."},{"type":["string","null"],"description":"Adapter name, or null."}],"additionalItems":false,"minItems":4,"maxItems":4}}},{"title":"RecordingV3FrameRecord","type":"object","description":"One aggregation window: means of the snapshots applied in it.","required":["f"],"additionalProperties":false,"properties":{"f":{"title":"RecordingV3Frame","type":"array","description":"[captured_at_ms, system, process_samples].","items":[{"type":"integer","description":"captured_at_ms: the time of the last snapshot in the window, ms since the Unix epoch."},{"title":"RecordingV3SystemValues","type":"array","description":"[system_u64[21], disk_queue_length, gpu_samples].","items":[{"type":"array","description":"The 21 system integers in their fixed order (percentages rounded to whole percent).","items":[{"type":["integer","null"],"minimum":0,"description":"physical_memory_bytes, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"total_memory_bytes, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"available_memory_bytes, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"modified_memory_bytes, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"standby_memory_bytes, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"free_zeroed_memory_bytes, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"committed_bytes, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"commit_limit_bytes, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"paged_pool_bytes, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"nonpaged_pool_bytes, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"pages_input_per_sec, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"pages_output_per_sec, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"process_count, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"thread_count, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"cpu_percent, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"cpu_user_percent, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"cpu_kernel_percent, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"disk_read_bytes_per_sec, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"disk_write_bytes_per_sec, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"network_received_bytes_per_sec, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"network_sent_bytes_per_sec, or null when unavailable."}],"additionalItems":false,"minItems":21,"maxItems":21},{"type":["number","null"],"description":"disk_queue_length, or null when unavailable."},{"type":"array","items":{"title":"RecordingV3GpuSample","type":"array","description":"[adapter_id, floats[5], integers[6]].","items":[{"type":"integer","minimum":0,"description":"adapter_id from a g record."},{"type":"array","description":"The 5 GPU floats in their fixed order.","items":[{"type":["number","null"],"description":"utilization_percent, or null when unavailable."},{"type":["number","null"],"description":"encode_average_percent, or null when unavailable."},{"type":["number","null"],"description":"encode_max_percent, or null when unavailable."},{"type":["number","null"],"description":"decode_average_percent, or null when unavailable."},{"type":["number","null"],"description":"decode_max_percent, or null when unavailable."}],"additionalItems":false,"minItems":5,"maxItems":5},{"type":"array","description":"The 6 GPU integers in their fixed order.","items":[{"type":["integer","null"],"minimum":0,"description":"encode_engine_count, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"decode_engine_count, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"dedicated_bytes, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"dedicated_total_bytes, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"shared_bytes, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"shared_total_bytes, or null when unavailable."}],"additionalItems":false,"minItems":6,"maxItems":6}],"additionalItems":false,"minItems":3,"maxItems":3},"description":"GPU adapter samples."}],"additionalItems":false,"minItems":3,"maxItems":3},{"type":"array","items":{"title":"RecordingV3ProcessSample","type":"array","description":"[process_id, floats[5], integers[21]].","items":[{"type":"integer","minimum":0,"description":"process_id from a p record."},{"type":"array","description":"Process floats: cpu_percent, gpu_percent and three reserved positions; older writers may write fewer.","items":[{"type":["number","null"],"description":"cpu_percent, or null when unavailable."},{"type":["number","null"],"description":"gpu_percent, or null when unavailable."},{"type":["number","null"],"description":"reserved (always null), or null when unavailable."},{"type":["number","null"],"description":"reserved (always null), or null when unavailable."},{"type":["number","null"],"description":"reserved (always null), or null when unavailable."}],"additionalItems":false,"minItems":0,"maxItems":5},{"type":"array","description":"The process integers in their fixed order; older writers may write fewer (the rest are unavailable).","items":[{"type":["integer","null"],"minimum":0,"description":"private_bytes, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"workset_bytes, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"workset_private_bytes, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"workset_shareable_bytes, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"thread_count, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"handle_count, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"user_object_count, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"gdi_object_count, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"gpu_dedicated_bytes, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"gpu_shared_bytes, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"dotnet_heap_bytes, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"io_read_bytes_per_sec, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"io_write_bytes_per_sec, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"dotnet_gc_committed_bytes, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"dotnet_gc_fragmentation_bytes, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"dotnet_allocation_bytes_per_sec, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"dotnet_gc_gen0_heap_bytes, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"dotnet_gc_gen1_heap_bytes, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"dotnet_gc_gen2_heap_bytes, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"dotnet_gc_loh_bytes, or null when unavailable."},{"type":["integer","null"],"minimum":0,"description":"dotnet_gc_poh_bytes, or null when unavailable."}],"additionalItems":false,"minItems":0,"maxItems":21}],"additionalItems":false,"minItems":3,"maxItems":3},"description":"Process samples of the recorded lifetimes present in the window."}],"additionalItems":false,"minItems":3,"maxItems":3}}},{"title":"RecordingV3EndRecord","type":"object","description":"The last line of a Recording that ended normally; absent after an interruption.","required":["e"],"additionalProperties":false,"properties":{"e":{"title":"RecordingV3End","type":"array","description":"[ended_at_ms, reason].","items":[{"type":"integer","description":"ended_at_ms, ms since the Unix epoch."},{"enum":["stopped","duration_limit"],"description":"Why the Recording ended."}],"additionalItems":false,"minItems":2,"maxItems":2}}}]};
const func2 = Object.prototype.hasOwnProperty;
const pattern0 = new RegExp("^[0-9]{14}$", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.s === undefined) && (missing0 = "s")){
const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
const _errs3 = errors;
for(const key0 in data){
if(!(key0 === "s")){
const err1 = {instancePath,schemaPath:"#/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
break;
}
}
if(_errs3 === errors){
if(data.s !== undefined){
let data0 = data.s;
const _errs4 = errors;
if(errors === _errs4){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if((((((((((data0.v === undefined) && (missing1 = "v")) || ((data0.id === undefined) && (missing1 = "id"))) || ((data0.app === undefined) && (missing1 = "app"))) || ((data0.host === undefined) && (missing1 = "host"))) || ((data0.start === undefined) && (missing1 = "start"))) || ((data0.interval === undefined) && (missing1 = "interval"))) || ((data0.tracked === undefined) && (missing1 = "tracked"))) || ((data0.columns === undefined) && (missing1 = "columns"))) || ((data0.sort === undefined) && (missing1 = "sort"))){
const err2 = {instancePath:instancePath+"/s",schemaPath:"#/oneOf/0/properties/s/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
const _errs6 = errors;
for(const key1 in data0){
if(!(func2.call(schema12.oneOf[0].properties.s.properties, key1))){
const err3 = {instancePath:instancePath+"/s",schemaPath:"#/oneOf/0/properties/s/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
break;
}
}
if(_errs6 === errors){
if(data0.v !== undefined){
const _errs7 = errors;
if(3 !== data0.v){
const err4 = {instancePath:instancePath+"/s/v",schemaPath:"#/oneOf/0/properties/s/properties/v/const",keyword:"const",params:{allowedValue: 3},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.id !== undefined){
let data2 = data0.id;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err5 = {instancePath:instancePath+"/s/id",schemaPath:"#/oneOf/0/properties/s/properties/id/pattern",keyword:"pattern",params:{pattern: "^[0-9]{14}$"},message:"must match pattern \""+"^[0-9]{14}$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/s/id",schemaPath:"#/oneOf/0/properties/s/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.app !== undefined){
const _errs10 = errors;
if(typeof data0.app !== "string"){
const err7 = {instancePath:instancePath+"/s/app",schemaPath:"#/oneOf/0/properties/s/properties/app/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.host !== undefined){
const _errs12 = errors;
if(typeof data0.host !== "string"){
const err8 = {instancePath:instancePath+"/s/host",schemaPath:"#/oneOf/0/properties/s/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.start !== undefined){
let data5 = data0.start;
const _errs14 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err9 = {instancePath:instancePath+"/s/start",schemaPath:"#/oneOf/0/properties/s/properties/start/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.interval !== undefined){
let data6 = data0.interval;
const _errs16 = errors;
if(!((((data6 === 1) || (data6 === 2)) || (data6 === 5)) || (data6 === 10))){
const err10 = {instancePath:instancePath+"/s/interval",schemaPath:"#/oneOf/0/properties/s/properties/interval/enum",keyword:"enum",params:{allowedValues: schema12.oneOf[0].properties.s.properties.interval.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var valid2 = _errs16 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.tracked !== undefined){
let data7 = data0.tracked;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data7)){
var valid3 = true;
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
const _errs19 = errors;
if(typeof data7[i0] !== "string"){
const err11 = {instancePath:instancePath+"/s/tracked/" + i0,schemaPath:"#/oneOf/0/properties/s/properties/tracked/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var valid3 = _errs19 === errors;
if(!valid3){
break;
}
}
}
else {
const err12 = {instancePath:instancePath+"/s/tracked",schemaPath:"#/oneOf/0/properties/s/properties/tracked/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.columns !== undefined){
let data9 = data0.columns;
const _errs21 = errors;
if(errors === _errs21){
if(Array.isArray(data9)){
var valid4 = true;
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
const _errs23 = errors;
if(typeof data9[i1] !== "string"){
const err13 = {instancePath:instancePath+"/s/columns/" + i1,schemaPath:"#/oneOf/0/properties/s/properties/columns/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var valid4 = _errs23 === errors;
if(!valid4){
break;
}
}
}
else {
const err14 = {instancePath:instancePath+"/s/columns",schemaPath:"#/oneOf/0/properties/s/properties/columns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
var valid2 = _errs21 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.sort !== undefined){
let data11 = data0.sort;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data11)){
if(data11.length > 2){
const err15 = {instancePath:instancePath+"/s/sort",schemaPath:"#/oneOf/0/properties/s/properties/sort/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
if(data11.length < 2){
const err16 = {instancePath:instancePath+"/s/sort",schemaPath:"#/oneOf/0/properties/s/properties/sort/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
const len2 = data11.length;
if(!(len2 <= 2)){
const err17 = {instancePath:instancePath+"/s/sort",schemaPath:"#/oneOf/0/properties/s/properties/sort/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
const len3 = data11.length;
if(len3 > 0){
const _errs27 = errors;
if(typeof data11[0] !== "string"){
const err18 = {instancePath:instancePath+"/s/sort/0",schemaPath:"#/oneOf/0/properties/s/properties/sort/items/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var valid5 = _errs27 === errors;
}
if(valid5){
if(len3 > 1){
let data13 = data11[1];
const _errs29 = errors;
if(!((data13 === "asc") || (data13 === "desc"))){
const err19 = {instancePath:instancePath+"/s/sort/1",schemaPath:"#/oneOf/0/properties/s/properties/sort/items/1/enum",keyword:"enum",params:{allowedValues: schema12.oneOf[0].properties.s.properties.sort.items[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var valid5 = _errs29 === errors;
}
}
}
}
}
}
else {
const err20 = {instancePath:instancePath+"/s/sort",schemaPath:"#/oneOf/0/properties/s/properties/sort/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
var valid2 = _errs25 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.system !== undefined){
let data14 = data0.system;
const _errs30 = errors;
if(errors === _errs30){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
const _errs32 = errors;
for(const key2 in data14){
if(!((((key2 === "cpu") || (key2 === "cpu_mhz")) || (key2 === "topology")) || (key2 === "cache"))){
const err21 = {instancePath:instancePath+"/s/system",schemaPath:"#/oneOf/0/properties/s/properties/system/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
break;
}
}
if(_errs32 === errors){
if(data14.cpu !== undefined){
const _errs33 = errors;
if(typeof data14.cpu !== "string"){
const err22 = {instancePath:instancePath+"/s/system/cpu",schemaPath:"#/oneOf/0/properties/s/properties/system/properties/cpu/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var valid6 = _errs33 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data14.cpu_mhz !== undefined){
let data16 = data14.cpu_mhz;
const _errs35 = errors;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err23 = {instancePath:instancePath+"/s/system/cpu_mhz",schemaPath:"#/oneOf/0/properties/s/properties/system/properties/cpu_mhz/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(errors === _errs35){
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
const err24 = {instancePath:instancePath+"/s/system/cpu_mhz",schemaPath:"#/oneOf/0/properties/s/properties/system/properties/cpu_mhz/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
var valid6 = _errs35 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data14.topology !== undefined){
const _errs37 = errors;
if(typeof data14.topology !== "string"){
const err25 = {instancePath:instancePath+"/s/system/topology",schemaPath:"#/oneOf/0/properties/s/properties/system/properties/topology/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var valid6 = _errs37 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data14.cache !== undefined){
const _errs39 = errors;
if(typeof data14.cache !== "string"){
const err26 = {instancePath:instancePath+"/s/system/cache",schemaPath:"#/oneOf/0/properties/s/properties/system/properties/cache/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var valid6 = _errs39 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
}
else {
const err27 = {instancePath:instancePath+"/s/system",schemaPath:"#/oneOf/0/properties/s/properties/system/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
var valid2 = _errs30 === errors;
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
}
}
}
}
}
}
else {
const err28 = {instancePath:instancePath+"/s",schemaPath:"#/oneOf/0/properties/s/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs41 = errors;
if(errors === _errs41){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.p === undefined) && (missing2 = "p")){
const err30 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
const _errs43 = errors;
for(const key3 in data){
if(!(key3 === "p")){
const err31 = {instancePath,schemaPath:"#/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
break;
}
}
if(_errs43 === errors){
if(data.p !== undefined){
let data19 = data.p;
const _errs44 = errors;
if(errors === _errs44){
if(Array.isArray(data19)){
if(data19.length > 5){
const err32 = {instancePath:instancePath+"/p",schemaPath:"#/oneOf/1/properties/p/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
else {
if(data19.length < 5){
const err33 = {instancePath:instancePath+"/p",schemaPath:"#/oneOf/1/properties/p/minItems",keyword:"minItems",params:{limit: 5},message:"must NOT have fewer than 5 items"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
const len4 = data19.length;
if(!(len4 <= 5)){
const err34 = {instancePath:instancePath+"/p",schemaPath:"#/oneOf/1/properties/p/additionalItems",keyword:"additionalItems",params:{limit: 5},message:"must NOT have more than 5 items"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
const len5 = data19.length;
if(len5 > 0){
let data20 = data19[0];
const _errs46 = errors;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err35 = {instancePath:instancePath+"/p/0",schemaPath:"#/oneOf/1/properties/p/items/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(errors === _errs46){
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 < 0 || isNaN(data20)){
const err36 = {instancePath:instancePath+"/p/0",schemaPath:"#/oneOf/1/properties/p/items/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
var valid8 = _errs46 === errors;
}
if(valid8){
if(len5 > 1){
let data21 = data19[1];
const _errs48 = errors;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err37 = {instancePath:instancePath+"/p/1",schemaPath:"#/oneOf/1/properties/p/items/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(errors === _errs48){
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
const err38 = {instancePath:instancePath+"/p/1",schemaPath:"#/oneOf/1/properties/p/items/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
var valid8 = _errs48 === errors;
}
if(valid8){
if(len5 > 2){
const _errs50 = errors;
if(typeof data19[2] !== "string"){
const err39 = {instancePath:instancePath+"/p/2",schemaPath:"#/oneOf/1/properties/p/items/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var valid8 = _errs50 === errors;
}
if(valid8){
if(len5 > 3){
let data23 = data19[3];
const _errs52 = errors;
if((!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))) && (data23 !== null)){
const err40 = {instancePath:instancePath+"/p/3",schemaPath:"#/oneOf/1/properties/p/items/3/type",keyword:"type",params:{type: schema12.oneOf[1].properties.p.items[3].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(errors === _errs52){
if((typeof data23 == "number") && (isFinite(data23))){
if(data23 < 0 || isNaN(data23)){
const err41 = {instancePath:instancePath+"/p/3",schemaPath:"#/oneOf/1/properties/p/items/3/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
var valid8 = _errs52 === errors;
}
if(valid8){
if(len5 > 4){
let data24 = data19[4];
const _errs54 = errors;
if((typeof data24 !== "string") && (data24 !== null)){
const err42 = {instancePath:instancePath+"/p/4",schemaPath:"#/oneOf/1/properties/p/items/4/type",keyword:"type",params:{type: schema12.oneOf[1].properties.p.items[4].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var valid8 = _errs54 === errors;
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
const err43 = {instancePath:instancePath+"/p",schemaPath:"#/oneOf/1/properties/p/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
}
}
}
else {
const err44 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
var _valid0 = _errs41 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
const _errs56 = errors;
if(errors === _errs56){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.g === undefined) && (missing3 = "g")){
const err45 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
else {
const _errs58 = errors;
for(const key4 in data){
if(!(key4 === "g")){
const err46 = {instancePath,schemaPath:"#/oneOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
break;
}
}
if(_errs58 === errors){
if(data.g !== undefined){
let data25 = data.g;
const _errs59 = errors;
if(errors === _errs59){
if(Array.isArray(data25)){
if(data25.length > 4){
const err47 = {instancePath:instancePath+"/g",schemaPath:"#/oneOf/2/properties/g/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
else {
if(data25.length < 4){
const err48 = {instancePath:instancePath+"/g",schemaPath:"#/oneOf/2/properties/g/minItems",keyword:"minItems",params:{limit: 4},message:"must NOT have fewer than 4 items"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
else {
const len6 = data25.length;
if(!(len6 <= 4)){
const err49 = {instancePath:instancePath+"/g",schemaPath:"#/oneOf/2/properties/g/additionalItems",keyword:"additionalItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
else {
const len7 = data25.length;
if(len7 > 0){
let data26 = data25[0];
const _errs61 = errors;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err50 = {instancePath:instancePath+"/g/0",schemaPath:"#/oneOf/2/properties/g/items/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(errors === _errs61){
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 < 0 || isNaN(data26)){
const err51 = {instancePath:instancePath+"/g/0",schemaPath:"#/oneOf/2/properties/g/items/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
var valid10 = _errs61 === errors;
}
if(valid10){
if(len7 > 1){
let data27 = data25[1];
const _errs63 = errors;
if(!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))){
const err52 = {instancePath:instancePath+"/g/1",schemaPath:"#/oneOf/2/properties/g/items/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(errors === _errs63){
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 < 0 || isNaN(data27)){
const err53 = {instancePath:instancePath+"/g/1",schemaPath:"#/oneOf/2/properties/g/items/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
var valid10 = _errs63 === errors;
}
if(valid10){
if(len7 > 2){
let data28 = data25[2];
const _errs65 = errors;
if(!(((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28))) && (isFinite(data28)))){
const err54 = {instancePath:instancePath+"/g/2",schemaPath:"#/oneOf/2/properties/g/items/2/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(errors === _errs65){
if((typeof data28 == "number") && (isFinite(data28))){
if(data28 < 0 || isNaN(data28)){
const err55 = {instancePath:instancePath+"/g/2",schemaPath:"#/oneOf/2/properties/g/items/2/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
var valid10 = _errs65 === errors;
}
if(valid10){
if(len7 > 3){
let data29 = data25[3];
const _errs67 = errors;
if((typeof data29 !== "string") && (data29 !== null)){
const err56 = {instancePath:instancePath+"/g/3",schemaPath:"#/oneOf/2/properties/g/items/3/type",keyword:"type",params:{type: schema12.oneOf[2].properties.g.items[3].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var valid10 = _errs67 === errors;
}
}
}
}
}
}
}
}
else {
const err57 = {instancePath:instancePath+"/g",schemaPath:"#/oneOf/2/properties/g/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
}
}
}
else {
const err58 = {instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
var _valid0 = _errs56 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
}
const _errs69 = errors;
if(errors === _errs69){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.f === undefined) && (missing4 = "f")){
const err59 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
else {
const _errs71 = errors;
for(const key5 in data){
if(!(key5 === "f")){
const err60 = {instancePath,schemaPath:"#/oneOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
break;
}
}
if(_errs71 === errors){
if(data.f !== undefined){
let data30 = data.f;
const _errs72 = errors;
if(errors === _errs72){
if(Array.isArray(data30)){
if(data30.length > 3){
const err61 = {instancePath:instancePath+"/f",schemaPath:"#/oneOf/3/properties/f/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
else {
if(data30.length < 3){
const err62 = {instancePath:instancePath+"/f",schemaPath:"#/oneOf/3/properties/f/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
else {
const len8 = data30.length;
if(!(len8 <= 3)){
const err63 = {instancePath:instancePath+"/f",schemaPath:"#/oneOf/3/properties/f/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
else {
const len9 = data30.length;
if(len9 > 0){
let data31 = data30[0];
const _errs74 = errors;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err64 = {instancePath:instancePath+"/f/0",schemaPath:"#/oneOf/3/properties/f/items/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var valid12 = _errs74 === errors;
}
if(valid12){
if(len9 > 1){
let data32 = data30[1];
const _errs76 = errors;
if(errors === _errs76){
if(Array.isArray(data32)){
if(data32.length > 3){
const err65 = {instancePath:instancePath+"/f/1",schemaPath:"#/oneOf/3/properties/f/items/1/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
else {
if(data32.length < 3){
const err66 = {instancePath:instancePath+"/f/1",schemaPath:"#/oneOf/3/properties/f/items/1/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
else {
const len10 = data32.length;
if(!(len10 <= 3)){
const err67 = {instancePath:instancePath+"/f/1",schemaPath:"#/oneOf/3/properties/f/items/1/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
else {
const len11 = data32.length;
if(len11 > 0){
let data33 = data32[0];
const _errs78 = errors;
if(errors === _errs78){
if(Array.isArray(data33)){
if(data33.length > 21){
const err68 = {instancePath:instancePath+"/f/1/0",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/maxItems",keyword:"maxItems",params:{limit: 21},message:"must NOT have more than 21 items"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
else {
if(data33.length < 21){
const err69 = {instancePath:instancePath+"/f/1/0",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/minItems",keyword:"minItems",params:{limit: 21},message:"must NOT have fewer than 21 items"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
else {
const len12 = data33.length;
if(!(len12 <= 21)){
const err70 = {instancePath:instancePath+"/f/1/0",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/additionalItems",keyword:"additionalItems",params:{limit: 21},message:"must NOT have more than 21 items"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
else {
const len13 = data33.length;
if(len13 > 0){
let data34 = data33[0];
const _errs80 = errors;
if((!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))) && (data34 !== null)){
const err71 = {instancePath:instancePath+"/f/1/0/0",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/0/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[0].items[0].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(errors === _errs80){
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 0 || isNaN(data34)){
const err72 = {instancePath:instancePath+"/f/1/0/0",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
var valid14 = _errs80 === errors;
}
if(valid14){
if(len13 > 1){
let data35 = data33[1];
const _errs82 = errors;
if((!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))) && (data35 !== null)){
const err73 = {instancePath:instancePath+"/f/1/0/1",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/1/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[0].items[1].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(errors === _errs82){
if((typeof data35 == "number") && (isFinite(data35))){
if(data35 < 0 || isNaN(data35)){
const err74 = {instancePath:instancePath+"/f/1/0/1",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
var valid14 = _errs82 === errors;
}
if(valid14){
if(len13 > 2){
let data36 = data33[2];
const _errs84 = errors;
if((!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))) && (data36 !== null)){
const err75 = {instancePath:instancePath+"/f/1/0/2",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/2/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[0].items[2].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(errors === _errs84){
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 < 0 || isNaN(data36)){
const err76 = {instancePath:instancePath+"/f/1/0/2",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/2/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
var valid14 = _errs84 === errors;
}
if(valid14){
if(len13 > 3){
let data37 = data33[3];
const _errs86 = errors;
if((!(((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37))) && (isFinite(data37)))) && (data37 !== null)){
const err77 = {instancePath:instancePath+"/f/1/0/3",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/3/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[0].items[3].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(errors === _errs86){
if((typeof data37 == "number") && (isFinite(data37))){
if(data37 < 0 || isNaN(data37)){
const err78 = {instancePath:instancePath+"/f/1/0/3",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/3/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
var valid14 = _errs86 === errors;
}
if(valid14){
if(len13 > 4){
let data38 = data33[4];
const _errs88 = errors;
if((!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))) && (data38 !== null)){
const err79 = {instancePath:instancePath+"/f/1/0/4",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/4/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[0].items[4].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(errors === _errs88){
if((typeof data38 == "number") && (isFinite(data38))){
if(data38 < 0 || isNaN(data38)){
const err80 = {instancePath:instancePath+"/f/1/0/4",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/4/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
}
var valid14 = _errs88 === errors;
}
if(valid14){
if(len13 > 5){
let data39 = data33[5];
const _errs90 = errors;
if((!(((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39))) && (isFinite(data39)))) && (data39 !== null)){
const err81 = {instancePath:instancePath+"/f/1/0/5",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/5/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[0].items[5].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(errors === _errs90){
if((typeof data39 == "number") && (isFinite(data39))){
if(data39 < 0 || isNaN(data39)){
const err82 = {instancePath:instancePath+"/f/1/0/5",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/5/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
}
var valid14 = _errs90 === errors;
}
if(valid14){
if(len13 > 6){
let data40 = data33[6];
const _errs92 = errors;
if((!(((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40))) && (isFinite(data40)))) && (data40 !== null)){
const err83 = {instancePath:instancePath+"/f/1/0/6",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/6/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[0].items[6].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(errors === _errs92){
if((typeof data40 == "number") && (isFinite(data40))){
if(data40 < 0 || isNaN(data40)){
const err84 = {instancePath:instancePath+"/f/1/0/6",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/6/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
var valid14 = _errs92 === errors;
}
if(valid14){
if(len13 > 7){
let data41 = data33[7];
const _errs94 = errors;
if((!(((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41))) && (isFinite(data41)))) && (data41 !== null)){
const err85 = {instancePath:instancePath+"/f/1/0/7",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/7/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[0].items[7].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(errors === _errs94){
if((typeof data41 == "number") && (isFinite(data41))){
if(data41 < 0 || isNaN(data41)){
const err86 = {instancePath:instancePath+"/f/1/0/7",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/7/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
var valid14 = _errs94 === errors;
}
if(valid14){
if(len13 > 8){
let data42 = data33[8];
const _errs96 = errors;
if((!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))) && (data42 !== null)){
const err87 = {instancePath:instancePath+"/f/1/0/8",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/8/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[0].items[8].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(errors === _errs96){
if((typeof data42 == "number") && (isFinite(data42))){
if(data42 < 0 || isNaN(data42)){
const err88 = {instancePath:instancePath+"/f/1/0/8",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/8/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
var valid14 = _errs96 === errors;
}
if(valid14){
if(len13 > 9){
let data43 = data33[9];
const _errs98 = errors;
if((!(((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43))) && (isFinite(data43)))) && (data43 !== null)){
const err89 = {instancePath:instancePath+"/f/1/0/9",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/9/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[0].items[9].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(errors === _errs98){
if((typeof data43 == "number") && (isFinite(data43))){
if(data43 < 0 || isNaN(data43)){
const err90 = {instancePath:instancePath+"/f/1/0/9",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/9/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
var valid14 = _errs98 === errors;
}
if(valid14){
if(len13 > 10){
let data44 = data33[10];
const _errs100 = errors;
if((!(((typeof data44 == "number") && (!(data44 % 1) && !isNaN(data44))) && (isFinite(data44)))) && (data44 !== null)){
const err91 = {instancePath:instancePath+"/f/1/0/10",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/10/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[0].items[10].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(errors === _errs100){
if((typeof data44 == "number") && (isFinite(data44))){
if(data44 < 0 || isNaN(data44)){
const err92 = {instancePath:instancePath+"/f/1/0/10",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/10/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
var valid14 = _errs100 === errors;
}
if(valid14){
if(len13 > 11){
let data45 = data33[11];
const _errs102 = errors;
if((!(((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45))) && (isFinite(data45)))) && (data45 !== null)){
const err93 = {instancePath:instancePath+"/f/1/0/11",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/11/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[0].items[11].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(errors === _errs102){
if((typeof data45 == "number") && (isFinite(data45))){
if(data45 < 0 || isNaN(data45)){
const err94 = {instancePath:instancePath+"/f/1/0/11",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/11/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
var valid14 = _errs102 === errors;
}
if(valid14){
if(len13 > 12){
let data46 = data33[12];
const _errs104 = errors;
if((!(((typeof data46 == "number") && (!(data46 % 1) && !isNaN(data46))) && (isFinite(data46)))) && (data46 !== null)){
const err95 = {instancePath:instancePath+"/f/1/0/12",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/12/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[0].items[12].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(errors === _errs104){
if((typeof data46 == "number") && (isFinite(data46))){
if(data46 < 0 || isNaN(data46)){
const err96 = {instancePath:instancePath+"/f/1/0/12",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/12/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
}
var valid14 = _errs104 === errors;
}
if(valid14){
if(len13 > 13){
let data47 = data33[13];
const _errs106 = errors;
if((!(((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47))) && (isFinite(data47)))) && (data47 !== null)){
const err97 = {instancePath:instancePath+"/f/1/0/13",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/13/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[0].items[13].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(errors === _errs106){
if((typeof data47 == "number") && (isFinite(data47))){
if(data47 < 0 || isNaN(data47)){
const err98 = {instancePath:instancePath+"/f/1/0/13",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/13/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
}
var valid14 = _errs106 === errors;
}
if(valid14){
if(len13 > 14){
let data48 = data33[14];
const _errs108 = errors;
if((!(((typeof data48 == "number") && (!(data48 % 1) && !isNaN(data48))) && (isFinite(data48)))) && (data48 !== null)){
const err99 = {instancePath:instancePath+"/f/1/0/14",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/14/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[0].items[14].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if(errors === _errs108){
if((typeof data48 == "number") && (isFinite(data48))){
if(data48 < 0 || isNaN(data48)){
const err100 = {instancePath:instancePath+"/f/1/0/14",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/14/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
}
var valid14 = _errs108 === errors;
}
if(valid14){
if(len13 > 15){
let data49 = data33[15];
const _errs110 = errors;
if((!(((typeof data49 == "number") && (!(data49 % 1) && !isNaN(data49))) && (isFinite(data49)))) && (data49 !== null)){
const err101 = {instancePath:instancePath+"/f/1/0/15",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/15/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[0].items[15].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if(errors === _errs110){
if((typeof data49 == "number") && (isFinite(data49))){
if(data49 < 0 || isNaN(data49)){
const err102 = {instancePath:instancePath+"/f/1/0/15",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/15/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
}
var valid14 = _errs110 === errors;
}
if(valid14){
if(len13 > 16){
let data50 = data33[16];
const _errs112 = errors;
if((!(((typeof data50 == "number") && (!(data50 % 1) && !isNaN(data50))) && (isFinite(data50)))) && (data50 !== null)){
const err103 = {instancePath:instancePath+"/f/1/0/16",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/16/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[0].items[16].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(errors === _errs112){
if((typeof data50 == "number") && (isFinite(data50))){
if(data50 < 0 || isNaN(data50)){
const err104 = {instancePath:instancePath+"/f/1/0/16",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/16/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
}
var valid14 = _errs112 === errors;
}
if(valid14){
if(len13 > 17){
let data51 = data33[17];
const _errs114 = errors;
if((!(((typeof data51 == "number") && (!(data51 % 1) && !isNaN(data51))) && (isFinite(data51)))) && (data51 !== null)){
const err105 = {instancePath:instancePath+"/f/1/0/17",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/17/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[0].items[17].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
if(errors === _errs114){
if((typeof data51 == "number") && (isFinite(data51))){
if(data51 < 0 || isNaN(data51)){
const err106 = {instancePath:instancePath+"/f/1/0/17",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/17/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
}
var valid14 = _errs114 === errors;
}
if(valid14){
if(len13 > 18){
let data52 = data33[18];
const _errs116 = errors;
if((!(((typeof data52 == "number") && (!(data52 % 1) && !isNaN(data52))) && (isFinite(data52)))) && (data52 !== null)){
const err107 = {instancePath:instancePath+"/f/1/0/18",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/18/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[0].items[18].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if(errors === _errs116){
if((typeof data52 == "number") && (isFinite(data52))){
if(data52 < 0 || isNaN(data52)){
const err108 = {instancePath:instancePath+"/f/1/0/18",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/18/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
}
var valid14 = _errs116 === errors;
}
if(valid14){
if(len13 > 19){
let data53 = data33[19];
const _errs118 = errors;
if((!(((typeof data53 == "number") && (!(data53 % 1) && !isNaN(data53))) && (isFinite(data53)))) && (data53 !== null)){
const err109 = {instancePath:instancePath+"/f/1/0/19",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/19/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[0].items[19].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if(errors === _errs118){
if((typeof data53 == "number") && (isFinite(data53))){
if(data53 < 0 || isNaN(data53)){
const err110 = {instancePath:instancePath+"/f/1/0/19",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/19/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
}
var valid14 = _errs118 === errors;
}
if(valid14){
if(len13 > 20){
let data54 = data33[20];
const _errs120 = errors;
if((!(((typeof data54 == "number") && (!(data54 % 1) && !isNaN(data54))) && (isFinite(data54)))) && (data54 !== null)){
const err111 = {instancePath:instancePath+"/f/1/0/20",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/20/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[0].items[20].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if(errors === _errs120){
if((typeof data54 == "number") && (isFinite(data54))){
if(data54 < 0 || isNaN(data54)){
const err112 = {instancePath:instancePath+"/f/1/0/20",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/20/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
}
var valid14 = _errs120 === errors;
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
const err113 = {instancePath:instancePath+"/f/1/0",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
var valid13 = _errs78 === errors;
}
if(valid13){
if(len11 > 1){
let data55 = data32[1];
const _errs122 = errors;
if((!((typeof data55 == "number") && (isFinite(data55)))) && (data55 !== null)){
const err114 = {instancePath:instancePath+"/f/1/1",schemaPath:"#/oneOf/3/properties/f/items/1/items/1/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[1].type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
var valid13 = _errs122 === errors;
}
if(valid13){
if(len11 > 2){
let data56 = data32[2];
const _errs124 = errors;
if(errors === _errs124){
if(Array.isArray(data56)){
var valid15 = true;
const len14 = data56.length;
for(let i2=0; i2<len14; i2++){
let data57 = data56[i2];
const _errs126 = errors;
if(errors === _errs126){
if(Array.isArray(data57)){
if(data57.length > 3){
const err115 = {instancePath:instancePath+"/f/1/2/" + i2,schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
else {
if(data57.length < 3){
const err116 = {instancePath:instancePath+"/f/1/2/" + i2,schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
else {
const len15 = data57.length;
if(!(len15 <= 3)){
const err117 = {instancePath:instancePath+"/f/1/2/" + i2,schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
else {
const len16 = data57.length;
if(len16 > 0){
let data58 = data57[0];
const _errs128 = errors;
if(!(((typeof data58 == "number") && (!(data58 % 1) && !isNaN(data58))) && (isFinite(data58)))){
const err118 = {instancePath:instancePath+"/f/1/2/" + i2+"/0",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if(errors === _errs128){
if((typeof data58 == "number") && (isFinite(data58))){
if(data58 < 0 || isNaN(data58)){
const err119 = {instancePath:instancePath+"/f/1/2/" + i2+"/0",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
}
var valid16 = _errs128 === errors;
}
if(valid16){
if(len16 > 1){
let data59 = data57[1];
const _errs130 = errors;
if(errors === _errs130){
if(Array.isArray(data59)){
if(data59.length > 5){
const err120 = {instancePath:instancePath+"/f/1/2/" + i2+"/1",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/1/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
else {
if(data59.length < 5){
const err121 = {instancePath:instancePath+"/f/1/2/" + i2+"/1",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/1/minItems",keyword:"minItems",params:{limit: 5},message:"must NOT have fewer than 5 items"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
else {
const len17 = data59.length;
if(!(len17 <= 5)){
const err122 = {instancePath:instancePath+"/f/1/2/" + i2+"/1",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/1/additionalItems",keyword:"additionalItems",params:{limit: 5},message:"must NOT have more than 5 items"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
else {
const len18 = data59.length;
if(len18 > 0){
let data60 = data59[0];
const _errs132 = errors;
if((!((typeof data60 == "number") && (isFinite(data60)))) && (data60 !== null)){
const err123 = {instancePath:instancePath+"/f/1/2/" + i2+"/1/0",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/1/items/0/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[2].items.items[1].items[0].type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
var valid17 = _errs132 === errors;
}
if(valid17){
if(len18 > 1){
let data61 = data59[1];
const _errs134 = errors;
if((!((typeof data61 == "number") && (isFinite(data61)))) && (data61 !== null)){
const err124 = {instancePath:instancePath+"/f/1/2/" + i2+"/1/1",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/1/items/1/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[2].items.items[1].items[1].type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
var valid17 = _errs134 === errors;
}
if(valid17){
if(len18 > 2){
let data62 = data59[2];
const _errs136 = errors;
if((!((typeof data62 == "number") && (isFinite(data62)))) && (data62 !== null)){
const err125 = {instancePath:instancePath+"/f/1/2/" + i2+"/1/2",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/1/items/2/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[2].items.items[1].items[2].type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
var valid17 = _errs136 === errors;
}
if(valid17){
if(len18 > 3){
let data63 = data59[3];
const _errs138 = errors;
if((!((typeof data63 == "number") && (isFinite(data63)))) && (data63 !== null)){
const err126 = {instancePath:instancePath+"/f/1/2/" + i2+"/1/3",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/1/items/3/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[2].items.items[1].items[3].type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
var valid17 = _errs138 === errors;
}
if(valid17){
if(len18 > 4){
let data64 = data59[4];
const _errs140 = errors;
if((!((typeof data64 == "number") && (isFinite(data64)))) && (data64 !== null)){
const err127 = {instancePath:instancePath+"/f/1/2/" + i2+"/1/4",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/1/items/4/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[2].items.items[1].items[4].type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
var valid17 = _errs140 === errors;
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
const err128 = {instancePath:instancePath+"/f/1/2/" + i2+"/1",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
var valid16 = _errs130 === errors;
}
if(valid16){
if(len16 > 2){
let data65 = data57[2];
const _errs142 = errors;
if(errors === _errs142){
if(Array.isArray(data65)){
if(data65.length > 6){
const err129 = {instancePath:instancePath+"/f/1/2/" + i2+"/2",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/2/maxItems",keyword:"maxItems",params:{limit: 6},message:"must NOT have more than 6 items"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
else {
if(data65.length < 6){
const err130 = {instancePath:instancePath+"/f/1/2/" + i2+"/2",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/2/minItems",keyword:"minItems",params:{limit: 6},message:"must NOT have fewer than 6 items"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
else {
const len19 = data65.length;
if(!(len19 <= 6)){
const err131 = {instancePath:instancePath+"/f/1/2/" + i2+"/2",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/2/additionalItems",keyword:"additionalItems",params:{limit: 6},message:"must NOT have more than 6 items"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
else {
const len20 = data65.length;
if(len20 > 0){
let data66 = data65[0];
const _errs144 = errors;
if((!(((typeof data66 == "number") && (!(data66 % 1) && !isNaN(data66))) && (isFinite(data66)))) && (data66 !== null)){
const err132 = {instancePath:instancePath+"/f/1/2/" + i2+"/2/0",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/2/items/0/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[2].items.items[2].items[0].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
if(errors === _errs144){
if((typeof data66 == "number") && (isFinite(data66))){
if(data66 < 0 || isNaN(data66)){
const err133 = {instancePath:instancePath+"/f/1/2/" + i2+"/2/0",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/2/items/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
}
var valid18 = _errs144 === errors;
}
if(valid18){
if(len20 > 1){
let data67 = data65[1];
const _errs146 = errors;
if((!(((typeof data67 == "number") && (!(data67 % 1) && !isNaN(data67))) && (isFinite(data67)))) && (data67 !== null)){
const err134 = {instancePath:instancePath+"/f/1/2/" + i2+"/2/1",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/2/items/1/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[2].items.items[2].items[1].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if(errors === _errs146){
if((typeof data67 == "number") && (isFinite(data67))){
if(data67 < 0 || isNaN(data67)){
const err135 = {instancePath:instancePath+"/f/1/2/" + i2+"/2/1",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/2/items/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
}
var valid18 = _errs146 === errors;
}
if(valid18){
if(len20 > 2){
let data68 = data65[2];
const _errs148 = errors;
if((!(((typeof data68 == "number") && (!(data68 % 1) && !isNaN(data68))) && (isFinite(data68)))) && (data68 !== null)){
const err136 = {instancePath:instancePath+"/f/1/2/" + i2+"/2/2",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/2/items/2/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[2].items.items[2].items[2].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
if(errors === _errs148){
if((typeof data68 == "number") && (isFinite(data68))){
if(data68 < 0 || isNaN(data68)){
const err137 = {instancePath:instancePath+"/f/1/2/" + i2+"/2/2",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/2/items/2/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
}
var valid18 = _errs148 === errors;
}
if(valid18){
if(len20 > 3){
let data69 = data65[3];
const _errs150 = errors;
if((!(((typeof data69 == "number") && (!(data69 % 1) && !isNaN(data69))) && (isFinite(data69)))) && (data69 !== null)){
const err138 = {instancePath:instancePath+"/f/1/2/" + i2+"/2/3",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/2/items/3/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[2].items.items[2].items[3].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
if(errors === _errs150){
if((typeof data69 == "number") && (isFinite(data69))){
if(data69 < 0 || isNaN(data69)){
const err139 = {instancePath:instancePath+"/f/1/2/" + i2+"/2/3",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/2/items/3/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
}
var valid18 = _errs150 === errors;
}
if(valid18){
if(len20 > 4){
let data70 = data65[4];
const _errs152 = errors;
if((!(((typeof data70 == "number") && (!(data70 % 1) && !isNaN(data70))) && (isFinite(data70)))) && (data70 !== null)){
const err140 = {instancePath:instancePath+"/f/1/2/" + i2+"/2/4",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/2/items/4/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[2].items.items[2].items[4].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
if(errors === _errs152){
if((typeof data70 == "number") && (isFinite(data70))){
if(data70 < 0 || isNaN(data70)){
const err141 = {instancePath:instancePath+"/f/1/2/" + i2+"/2/4",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/2/items/4/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
}
var valid18 = _errs152 === errors;
}
if(valid18){
if(len20 > 5){
let data71 = data65[5];
const _errs154 = errors;
if((!(((typeof data71 == "number") && (!(data71 % 1) && !isNaN(data71))) && (isFinite(data71)))) && (data71 !== null)){
const err142 = {instancePath:instancePath+"/f/1/2/" + i2+"/2/5",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/2/items/5/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[1].items[2].items.items[2].items[5].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
if(errors === _errs154){
if((typeof data71 == "number") && (isFinite(data71))){
if(data71 < 0 || isNaN(data71)){
const err143 = {instancePath:instancePath+"/f/1/2/" + i2+"/2/5",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/2/items/5/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
}
var valid18 = _errs154 === errors;
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
const err144 = {instancePath:instancePath+"/f/1/2/" + i2+"/2",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
var valid16 = _errs142 === errors;
}
}
}
}
}
}
}
else {
const err145 = {instancePath:instancePath+"/f/1/2/" + i2,schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
var valid15 = _errs126 === errors;
if(!valid15){
break;
}
}
}
else {
const err146 = {instancePath:instancePath+"/f/1/2",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
var valid13 = _errs124 === errors;
}
}
}
}
}
}
}
else {
const err147 = {instancePath:instancePath+"/f/1",schemaPath:"#/oneOf/3/properties/f/items/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
var valid12 = _errs76 === errors;
}
if(valid12){
if(len9 > 2){
let data72 = data30[2];
const _errs156 = errors;
if(errors === _errs156){
if(Array.isArray(data72)){
var valid19 = true;
const len21 = data72.length;
for(let i3=0; i3<len21; i3++){
let data73 = data72[i3];
const _errs158 = errors;
if(errors === _errs158){
if(Array.isArray(data73)){
if(data73.length > 3){
const err148 = {instancePath:instancePath+"/f/2/" + i3,schemaPath:"#/oneOf/3/properties/f/items/2/items/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
else {
if(data73.length < 3){
const err149 = {instancePath:instancePath+"/f/2/" + i3,schemaPath:"#/oneOf/3/properties/f/items/2/items/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
else {
const len22 = data73.length;
if(!(len22 <= 3)){
const err150 = {instancePath:instancePath+"/f/2/" + i3,schemaPath:"#/oneOf/3/properties/f/items/2/items/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
else {
const len23 = data73.length;
if(len23 > 0){
let data74 = data73[0];
const _errs160 = errors;
if(!(((typeof data74 == "number") && (!(data74 % 1) && !isNaN(data74))) && (isFinite(data74)))){
const err151 = {instancePath:instancePath+"/f/2/" + i3+"/0",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
if(errors === _errs160){
if((typeof data74 == "number") && (isFinite(data74))){
if(data74 < 0 || isNaN(data74)){
const err152 = {instancePath:instancePath+"/f/2/" + i3+"/0",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
}
var valid20 = _errs160 === errors;
}
if(valid20){
if(len23 > 1){
let data75 = data73[1];
const _errs162 = errors;
if(errors === _errs162){
if(Array.isArray(data75)){
if(data75.length > 5){
const err153 = {instancePath:instancePath+"/f/2/" + i3+"/1",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/1/maxItems",keyword:"maxItems",params:{limit: 5},message:"must NOT have more than 5 items"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
else {
if(data75.length < 0){
const err154 = {instancePath:instancePath+"/f/2/" + i3+"/1",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/1/minItems",keyword:"minItems",params:{limit: 0},message:"must NOT have fewer than 0 items"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
else {
const len24 = data75.length;
if(!(len24 <= 5)){
const err155 = {instancePath:instancePath+"/f/2/" + i3+"/1",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/1/additionalItems",keyword:"additionalItems",params:{limit: 5},message:"must NOT have more than 5 items"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
else {
const len25 = data75.length;
if(len25 > 0){
let data76 = data75[0];
const _errs164 = errors;
if((!((typeof data76 == "number") && (isFinite(data76)))) && (data76 !== null)){
const err156 = {instancePath:instancePath+"/f/2/" + i3+"/1/0",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/1/items/0/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[2].items.items[1].items[0].type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
var valid21 = _errs164 === errors;
}
if(valid21){
if(len25 > 1){
let data77 = data75[1];
const _errs166 = errors;
if((!((typeof data77 == "number") && (isFinite(data77)))) && (data77 !== null)){
const err157 = {instancePath:instancePath+"/f/2/" + i3+"/1/1",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/1/items/1/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[2].items.items[1].items[1].type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
var valid21 = _errs166 === errors;
}
if(valid21){
if(len25 > 2){
let data78 = data75[2];
const _errs168 = errors;
if((!((typeof data78 == "number") && (isFinite(data78)))) && (data78 !== null)){
const err158 = {instancePath:instancePath+"/f/2/" + i3+"/1/2",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/1/items/2/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[2].items.items[1].items[2].type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
var valid21 = _errs168 === errors;
}
if(valid21){
if(len25 > 3){
let data79 = data75[3];
const _errs170 = errors;
if((!((typeof data79 == "number") && (isFinite(data79)))) && (data79 !== null)){
const err159 = {instancePath:instancePath+"/f/2/" + i3+"/1/3",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/1/items/3/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[2].items.items[1].items[3].type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
var valid21 = _errs170 === errors;
}
if(valid21){
if(len25 > 4){
let data80 = data75[4];
const _errs172 = errors;
if((!((typeof data80 == "number") && (isFinite(data80)))) && (data80 !== null)){
const err160 = {instancePath:instancePath+"/f/2/" + i3+"/1/4",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/1/items/4/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[2].items.items[1].items[4].type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
var valid21 = _errs172 === errors;
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
const err161 = {instancePath:instancePath+"/f/2/" + i3+"/1",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
var valid20 = _errs162 === errors;
}
if(valid20){
if(len23 > 2){
let data81 = data73[2];
const _errs174 = errors;
if(errors === _errs174){
if(Array.isArray(data81)){
if(data81.length > 21){
const err162 = {instancePath:instancePath+"/f/2/" + i3+"/2",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/maxItems",keyword:"maxItems",params:{limit: 21},message:"must NOT have more than 21 items"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
else {
if(data81.length < 0){
const err163 = {instancePath:instancePath+"/f/2/" + i3+"/2",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/minItems",keyword:"minItems",params:{limit: 0},message:"must NOT have fewer than 0 items"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
else {
const len26 = data81.length;
if(!(len26 <= 21)){
const err164 = {instancePath:instancePath+"/f/2/" + i3+"/2",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/additionalItems",keyword:"additionalItems",params:{limit: 21},message:"must NOT have more than 21 items"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
else {
const len27 = data81.length;
if(len27 > 0){
let data82 = data81[0];
const _errs176 = errors;
if((!(((typeof data82 == "number") && (!(data82 % 1) && !isNaN(data82))) && (isFinite(data82)))) && (data82 !== null)){
const err165 = {instancePath:instancePath+"/f/2/" + i3+"/2/0",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/0/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[2].items.items[2].items[0].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
if(errors === _errs176){
if((typeof data82 == "number") && (isFinite(data82))){
if(data82 < 0 || isNaN(data82)){
const err166 = {instancePath:instancePath+"/f/2/" + i3+"/2/0",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
}
var valid22 = _errs176 === errors;
}
if(valid22){
if(len27 > 1){
let data83 = data81[1];
const _errs178 = errors;
if((!(((typeof data83 == "number") && (!(data83 % 1) && !isNaN(data83))) && (isFinite(data83)))) && (data83 !== null)){
const err167 = {instancePath:instancePath+"/f/2/" + i3+"/2/1",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/1/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[2].items.items[2].items[1].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
if(errors === _errs178){
if((typeof data83 == "number") && (isFinite(data83))){
if(data83 < 0 || isNaN(data83)){
const err168 = {instancePath:instancePath+"/f/2/" + i3+"/2/1",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
}
var valid22 = _errs178 === errors;
}
if(valid22){
if(len27 > 2){
let data84 = data81[2];
const _errs180 = errors;
if((!(((typeof data84 == "number") && (!(data84 % 1) && !isNaN(data84))) && (isFinite(data84)))) && (data84 !== null)){
const err169 = {instancePath:instancePath+"/f/2/" + i3+"/2/2",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/2/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[2].items.items[2].items[2].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
if(errors === _errs180){
if((typeof data84 == "number") && (isFinite(data84))){
if(data84 < 0 || isNaN(data84)){
const err170 = {instancePath:instancePath+"/f/2/" + i3+"/2/2",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/2/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
}
var valid22 = _errs180 === errors;
}
if(valid22){
if(len27 > 3){
let data85 = data81[3];
const _errs182 = errors;
if((!(((typeof data85 == "number") && (!(data85 % 1) && !isNaN(data85))) && (isFinite(data85)))) && (data85 !== null)){
const err171 = {instancePath:instancePath+"/f/2/" + i3+"/2/3",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/3/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[2].items.items[2].items[3].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
if(errors === _errs182){
if((typeof data85 == "number") && (isFinite(data85))){
if(data85 < 0 || isNaN(data85)){
const err172 = {instancePath:instancePath+"/f/2/" + i3+"/2/3",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/3/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
}
var valid22 = _errs182 === errors;
}
if(valid22){
if(len27 > 4){
let data86 = data81[4];
const _errs184 = errors;
if((!(((typeof data86 == "number") && (!(data86 % 1) && !isNaN(data86))) && (isFinite(data86)))) && (data86 !== null)){
const err173 = {instancePath:instancePath+"/f/2/" + i3+"/2/4",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/4/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[2].items.items[2].items[4].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
if(errors === _errs184){
if((typeof data86 == "number") && (isFinite(data86))){
if(data86 < 0 || isNaN(data86)){
const err174 = {instancePath:instancePath+"/f/2/" + i3+"/2/4",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/4/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
}
var valid22 = _errs184 === errors;
}
if(valid22){
if(len27 > 5){
let data87 = data81[5];
const _errs186 = errors;
if((!(((typeof data87 == "number") && (!(data87 % 1) && !isNaN(data87))) && (isFinite(data87)))) && (data87 !== null)){
const err175 = {instancePath:instancePath+"/f/2/" + i3+"/2/5",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/5/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[2].items.items[2].items[5].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
if(errors === _errs186){
if((typeof data87 == "number") && (isFinite(data87))){
if(data87 < 0 || isNaN(data87)){
const err176 = {instancePath:instancePath+"/f/2/" + i3+"/2/5",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/5/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
}
var valid22 = _errs186 === errors;
}
if(valid22){
if(len27 > 6){
let data88 = data81[6];
const _errs188 = errors;
if((!(((typeof data88 == "number") && (!(data88 % 1) && !isNaN(data88))) && (isFinite(data88)))) && (data88 !== null)){
const err177 = {instancePath:instancePath+"/f/2/" + i3+"/2/6",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/6/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[2].items.items[2].items[6].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
if(errors === _errs188){
if((typeof data88 == "number") && (isFinite(data88))){
if(data88 < 0 || isNaN(data88)){
const err178 = {instancePath:instancePath+"/f/2/" + i3+"/2/6",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/6/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
}
var valid22 = _errs188 === errors;
}
if(valid22){
if(len27 > 7){
let data89 = data81[7];
const _errs190 = errors;
if((!(((typeof data89 == "number") && (!(data89 % 1) && !isNaN(data89))) && (isFinite(data89)))) && (data89 !== null)){
const err179 = {instancePath:instancePath+"/f/2/" + i3+"/2/7",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/7/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[2].items.items[2].items[7].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
if(errors === _errs190){
if((typeof data89 == "number") && (isFinite(data89))){
if(data89 < 0 || isNaN(data89)){
const err180 = {instancePath:instancePath+"/f/2/" + i3+"/2/7",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/7/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
}
var valid22 = _errs190 === errors;
}
if(valid22){
if(len27 > 8){
let data90 = data81[8];
const _errs192 = errors;
if((!(((typeof data90 == "number") && (!(data90 % 1) && !isNaN(data90))) && (isFinite(data90)))) && (data90 !== null)){
const err181 = {instancePath:instancePath+"/f/2/" + i3+"/2/8",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/8/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[2].items.items[2].items[8].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
if(errors === _errs192){
if((typeof data90 == "number") && (isFinite(data90))){
if(data90 < 0 || isNaN(data90)){
const err182 = {instancePath:instancePath+"/f/2/" + i3+"/2/8",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/8/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
}
var valid22 = _errs192 === errors;
}
if(valid22){
if(len27 > 9){
let data91 = data81[9];
const _errs194 = errors;
if((!(((typeof data91 == "number") && (!(data91 % 1) && !isNaN(data91))) && (isFinite(data91)))) && (data91 !== null)){
const err183 = {instancePath:instancePath+"/f/2/" + i3+"/2/9",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/9/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[2].items.items[2].items[9].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
if(errors === _errs194){
if((typeof data91 == "number") && (isFinite(data91))){
if(data91 < 0 || isNaN(data91)){
const err184 = {instancePath:instancePath+"/f/2/" + i3+"/2/9",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/9/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
}
var valid22 = _errs194 === errors;
}
if(valid22){
if(len27 > 10){
let data92 = data81[10];
const _errs196 = errors;
if((!(((typeof data92 == "number") && (!(data92 % 1) && !isNaN(data92))) && (isFinite(data92)))) && (data92 !== null)){
const err185 = {instancePath:instancePath+"/f/2/" + i3+"/2/10",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/10/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[2].items.items[2].items[10].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
if(errors === _errs196){
if((typeof data92 == "number") && (isFinite(data92))){
if(data92 < 0 || isNaN(data92)){
const err186 = {instancePath:instancePath+"/f/2/" + i3+"/2/10",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/10/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
}
var valid22 = _errs196 === errors;
}
if(valid22){
if(len27 > 11){
let data93 = data81[11];
const _errs198 = errors;
if((!(((typeof data93 == "number") && (!(data93 % 1) && !isNaN(data93))) && (isFinite(data93)))) && (data93 !== null)){
const err187 = {instancePath:instancePath+"/f/2/" + i3+"/2/11",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/11/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[2].items.items[2].items[11].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
if(errors === _errs198){
if((typeof data93 == "number") && (isFinite(data93))){
if(data93 < 0 || isNaN(data93)){
const err188 = {instancePath:instancePath+"/f/2/" + i3+"/2/11",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/11/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
}
var valid22 = _errs198 === errors;
}
if(valid22){
if(len27 > 12){
let data94 = data81[12];
const _errs200 = errors;
if((!(((typeof data94 == "number") && (!(data94 % 1) && !isNaN(data94))) && (isFinite(data94)))) && (data94 !== null)){
const err189 = {instancePath:instancePath+"/f/2/" + i3+"/2/12",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/12/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[2].items.items[2].items[12].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
if(errors === _errs200){
if((typeof data94 == "number") && (isFinite(data94))){
if(data94 < 0 || isNaN(data94)){
const err190 = {instancePath:instancePath+"/f/2/" + i3+"/2/12",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/12/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
}
var valid22 = _errs200 === errors;
}
if(valid22){
if(len27 > 13){
let data95 = data81[13];
const _errs202 = errors;
if((!(((typeof data95 == "number") && (!(data95 % 1) && !isNaN(data95))) && (isFinite(data95)))) && (data95 !== null)){
const err191 = {instancePath:instancePath+"/f/2/" + i3+"/2/13",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/13/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[2].items.items[2].items[13].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
if(errors === _errs202){
if((typeof data95 == "number") && (isFinite(data95))){
if(data95 < 0 || isNaN(data95)){
const err192 = {instancePath:instancePath+"/f/2/" + i3+"/2/13",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/13/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
}
}
var valid22 = _errs202 === errors;
}
if(valid22){
if(len27 > 14){
let data96 = data81[14];
const _errs204 = errors;
if((!(((typeof data96 == "number") && (!(data96 % 1) && !isNaN(data96))) && (isFinite(data96)))) && (data96 !== null)){
const err193 = {instancePath:instancePath+"/f/2/" + i3+"/2/14",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/14/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[2].items.items[2].items[14].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
if(errors === _errs204){
if((typeof data96 == "number") && (isFinite(data96))){
if(data96 < 0 || isNaN(data96)){
const err194 = {instancePath:instancePath+"/f/2/" + i3+"/2/14",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/14/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
}
var valid22 = _errs204 === errors;
}
if(valid22){
if(len27 > 15){
let data97 = data81[15];
const _errs206 = errors;
if((!(((typeof data97 == "number") && (!(data97 % 1) && !isNaN(data97))) && (isFinite(data97)))) && (data97 !== null)){
const err195 = {instancePath:instancePath+"/f/2/" + i3+"/2/15",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/15/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[2].items.items[2].items[15].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
if(errors === _errs206){
if((typeof data97 == "number") && (isFinite(data97))){
if(data97 < 0 || isNaN(data97)){
const err196 = {instancePath:instancePath+"/f/2/" + i3+"/2/15",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/15/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
}
}
var valid22 = _errs206 === errors;
}
if(valid22){
if(len27 > 16){
let data98 = data81[16];
const _errs208 = errors;
if((!(((typeof data98 == "number") && (!(data98 % 1) && !isNaN(data98))) && (isFinite(data98)))) && (data98 !== null)){
const err197 = {instancePath:instancePath+"/f/2/" + i3+"/2/16",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/16/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[2].items.items[2].items[16].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
if(errors === _errs208){
if((typeof data98 == "number") && (isFinite(data98))){
if(data98 < 0 || isNaN(data98)){
const err198 = {instancePath:instancePath+"/f/2/" + i3+"/2/16",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/16/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
}
}
var valid22 = _errs208 === errors;
}
if(valid22){
if(len27 > 17){
let data99 = data81[17];
const _errs210 = errors;
if((!(((typeof data99 == "number") && (!(data99 % 1) && !isNaN(data99))) && (isFinite(data99)))) && (data99 !== null)){
const err199 = {instancePath:instancePath+"/f/2/" + i3+"/2/17",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/17/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[2].items.items[2].items[17].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
if(errors === _errs210){
if((typeof data99 == "number") && (isFinite(data99))){
if(data99 < 0 || isNaN(data99)){
const err200 = {instancePath:instancePath+"/f/2/" + i3+"/2/17",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/17/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
}
var valid22 = _errs210 === errors;
}
if(valid22){
if(len27 > 18){
let data100 = data81[18];
const _errs212 = errors;
if((!(((typeof data100 == "number") && (!(data100 % 1) && !isNaN(data100))) && (isFinite(data100)))) && (data100 !== null)){
const err201 = {instancePath:instancePath+"/f/2/" + i3+"/2/18",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/18/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[2].items.items[2].items[18].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
if(errors === _errs212){
if((typeof data100 == "number") && (isFinite(data100))){
if(data100 < 0 || isNaN(data100)){
const err202 = {instancePath:instancePath+"/f/2/" + i3+"/2/18",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/18/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
}
var valid22 = _errs212 === errors;
}
if(valid22){
if(len27 > 19){
let data101 = data81[19];
const _errs214 = errors;
if((!(((typeof data101 == "number") && (!(data101 % 1) && !isNaN(data101))) && (isFinite(data101)))) && (data101 !== null)){
const err203 = {instancePath:instancePath+"/f/2/" + i3+"/2/19",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/19/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[2].items.items[2].items[19].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
if(errors === _errs214){
if((typeof data101 == "number") && (isFinite(data101))){
if(data101 < 0 || isNaN(data101)){
const err204 = {instancePath:instancePath+"/f/2/" + i3+"/2/19",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/19/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
}
var valid22 = _errs214 === errors;
}
if(valid22){
if(len27 > 20){
let data102 = data81[20];
const _errs216 = errors;
if((!(((typeof data102 == "number") && (!(data102 % 1) && !isNaN(data102))) && (isFinite(data102)))) && (data102 !== null)){
const err205 = {instancePath:instancePath+"/f/2/" + i3+"/2/20",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/20/type",keyword:"type",params:{type: schema12.oneOf[3].properties.f.items[2].items.items[2].items[20].type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
if(errors === _errs216){
if((typeof data102 == "number") && (isFinite(data102))){
if(data102 < 0 || isNaN(data102)){
const err206 = {instancePath:instancePath+"/f/2/" + i3+"/2/20",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/20/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
}
}
var valid22 = _errs216 === errors;
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
const err207 = {instancePath:instancePath+"/f/2/" + i3+"/2",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
}
var valid20 = _errs174 === errors;
}
}
}
}
}
}
}
else {
const err208 = {instancePath:instancePath+"/f/2/" + i3,schemaPath:"#/oneOf/3/properties/f/items/2/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
var valid19 = _errs158 === errors;
if(!valid19){
break;
}
}
}
else {
const err209 = {instancePath:instancePath+"/f/2",schemaPath:"#/oneOf/3/properties/f/items/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
}
var valid12 = _errs156 === errors;
}
}
}
}
}
}
}
else {
const err210 = {instancePath:instancePath+"/f",schemaPath:"#/oneOf/3/properties/f/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
}
}
}
}
}
else {
const err211 = {instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
var _valid0 = _errs69 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid0 = true;
passing0 = 3;
}
const _errs218 = errors;
if(errors === _errs218){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.e === undefined) && (missing5 = "e")){
const err212 = {instancePath,schemaPath:"#/oneOf/4/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
else {
const _errs220 = errors;
for(const key6 in data){
if(!(key6 === "e")){
const err213 = {instancePath,schemaPath:"#/oneOf/4/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
break;
}
}
if(_errs220 === errors){
if(data.e !== undefined){
let data103 = data.e;
const _errs221 = errors;
if(errors === _errs221){
if(Array.isArray(data103)){
if(data103.length > 2){
const err214 = {instancePath:instancePath+"/e",schemaPath:"#/oneOf/4/properties/e/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
else {
if(data103.length < 2){
const err215 = {instancePath:instancePath+"/e",schemaPath:"#/oneOf/4/properties/e/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
else {
const len28 = data103.length;
if(!(len28 <= 2)){
const err216 = {instancePath:instancePath+"/e",schemaPath:"#/oneOf/4/properties/e/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
else {
const len29 = data103.length;
if(len29 > 0){
let data104 = data103[0];
const _errs223 = errors;
if(!(((typeof data104 == "number") && (!(data104 % 1) && !isNaN(data104))) && (isFinite(data104)))){
const err217 = {instancePath:instancePath+"/e/0",schemaPath:"#/oneOf/4/properties/e/items/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
var valid24 = _errs223 === errors;
}
if(valid24){
if(len29 > 1){
let data105 = data103[1];
const _errs225 = errors;
if(!((data105 === "stopped") || (data105 === "duration_limit"))){
const err218 = {instancePath:instancePath+"/e/1",schemaPath:"#/oneOf/4/properties/e/items/1/enum",keyword:"enum",params:{allowedValues: schema12.oneOf[4].properties.e.items[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
var valid24 = _errs225 === errors;
}
}
}
}
}
}
else {
const err219 = {instancePath:instancePath+"/e",schemaPath:"#/oneOf/4/properties/e/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
}
}
}
}
}
else {
const err220 = {instancePath,schemaPath:"#/oneOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
}
var _valid0 = _errs218 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid0 = true;
passing0 = 4;
}
}
}
}
}
if(!valid0){
const err221 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
validate11.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate11.errors = vErrors;
return errors === 0;
}

export const validateRecordingV4Line = validate12;
const schema13 = {"title":"RecordingV4Line","description":"One line of a format-4 Recording (JSON Lines): a session, process definition, GPU definition, frame or end record.","oneOf":[{"title":"RecordingV4SessionRecord","type":"object","description":"The first line of a Recording: what was recorded, how, where, and the names of the frame columns.","required":["s"],"additionalProperties":false,"properties":{"s":{"type":"object","title":"RecordingV4Session","description":"The session header: format version, session ID, writer, host, start time, interval, fixed names, display preferences and the frame layout. Fields a later writer adds are ignored by this reader.","required":["v","id","app","host","start","interval","tracked","columns","sort","layout"],"properties":{"v":{"const":4,"description":"Format version, always 4."},"id":{"type":"string","pattern":"^[0-9]{14}$","description":"Session ID: the local start time as YYYYMMDDhhmmss."},"app":{"type":"string","description":"The writing application and its version, for example winproc-tui 0.1.0."},"host":{"type":"string","description":"Host name of the recorded machine."},"start":{"type":"integer","description":"Start time in milliseconds since the Unix epoch."},"interval":{"enum":[1,2,5,10],"description":"Aggregation interval in seconds, fixed for the session."},"tracked":{"type":"array","items":{"type":"string"},"description":"Tracking List names fixed for the session (lower-cased, case-insensitive)."},"columns":{"type":"array","items":{"type":"string"},"description":"Process table columns visible when the Recording started, by column identifier."},"sort":{"type":"array","description":"Process table sort when the Recording started: [column, asc|desc].","items":[{"type":"string","description":"Sort column."},{"enum":["asc","desc"],"description":"Sort direction."}],"additionalItems":false,"minItems":2,"maxItems":2},"system":{"type":"object","title":"RecordingV4SessionSystem","description":"Optional host description: CPU name, clock, topology and cache sizes.","properties":{"cpu":{"type":"string","description":"CPU model name."},"cpu_mhz":{"type":"integer","minimum":0,"description":"Nominal CPU clock in MHz."},"topology":{"type":"string","description":"Sockets, cores and logical processors in words."},"cache":{"type":"string","description":"Cache sizes in words."}}},"layout":{"type":"object","title":"RecordingV4Layout","description":"The names of the frame columns: metric identifiers of the catalog (schemas/metrics.json) for the system, each GPU adapter sample and each process sample. A frame array holds at most as many values as its list names; a shorter one leaves the rest unavailable.","required":["system","gpu","process"],"properties":{"system":{"type":"object","title":"RecordingV4SystemLayout","description":"The named columns of the system values, in the order the frame arrays hold their values.","required":["integers","floats"],"additionalProperties":false,"properties":{"integers":{"type":"array","title":"RecordingV4ColumnNames","description":"Column names (metric identifiers) of one array of a layout part; a name occurs once in the whole part.","uniqueItems":true,"items":{"type":"string","minLength":1}},"floats":{"type":"array","title":"RecordingV4ColumnNames","description":"Column names (metric identifiers) of one array of a layout part; a name occurs once in the whole part.","uniqueItems":true,"items":{"type":"string","minLength":1}}}},"gpu":{"type":"object","title":"RecordingV4GpuLayout","description":"The named columns of each GPU adapter sample, in the order the frame arrays hold their values.","required":["integers","floats"],"additionalProperties":false,"properties":{"integers":{"type":"array","title":"RecordingV4ColumnNames","description":"Column names (metric identifiers) of one array of a layout part; a name occurs once in the whole part.","uniqueItems":true,"items":{"type":"string","minLength":1}},"floats":{"type":"array","title":"RecordingV4ColumnNames","description":"Column names (metric identifiers) of one array of a layout part; a name occurs once in the whole part.","uniqueItems":true,"items":{"type":"string","minLength":1}}}},"process":{"type":"object","title":"RecordingV4ProcessLayout","description":"The named columns of each process sample, in the order the frame arrays hold their values.","required":["integers","floats"],"additionalProperties":false,"properties":{"integers":{"type":"array","title":"RecordingV4ColumnNames","description":"Column names (metric identifiers) of one array of a layout part; a name occurs once in the whole part.","uniqueItems":true,"items":{"type":"string","minLength":1}},"floats":{"type":"array","title":"RecordingV4ColumnNames","description":"Column names (metric identifiers) of one array of a layout part; a name occurs once in the whole part.","uniqueItems":true,"items":{"type":"string","minLength":1}}}}}}}}}},{"title":"RecordingV4ProcessRecord","type":"object","description":"A process definition, written before the first frame that uses its id and again when its path, task name or cgroup facts change.","required":["p"],"additionalProperties":false,"properties":{"p":{"title":"RecordingV4ProcessDefinition","type":"object","description":"One recorded process lifetime and the facts about it that are not per-sample numbers. Fields a later writer adds are ignored.","required":["id","pid","name","start","path"],"properties":{"id":{"type":"integer","minimum":0,"description":"The number frames use for this lifetime, unique within the file."},"pid":{"type":"integer","minimum":0,"description":"Host PID."},"name":{"type":"string","description":"Process name (when its bytes are not UTF-8: the escaped display form, with name_bytes)."},"name_bytes":{"type":"string","pattern":"^([0-9a-f]{2})+$","description":"The name's exact bytes as lower-case hex, present only when they are not valid UTF-8 (Linux)."},"start":{"type":["integer","null"],"minimum":0,"description":"Start time in milliseconds since the Unix epoch, or null when unavailable."},"path":{"type":["string","null"],"description":"Executable path, or null when unknown."},"task":{"type":["string","null"],"description":"task_name: the kernel's name for the main thread (Linux comm) when last seen; absent when unknown."},"cgroup":{"type":"object","title":"RecordingV4Cgroup","description":"Linux: the process's cgroup v2 membership and what its path names when last seen; absent when unknown (Windows, unreadable).","required":["path","unit","container","ns_pid"],"properties":{"path":{"type":["string","null"],"description":"The cgroup v2 path, or null on a v1-only host."},"unit":{"type":["string","null"],"description":"The deepest systemd unit the path names, or null."},"container":{"oneOf":[{"type":"null"},{"type":"object","title":"RecordingV4Container","description":"A container a cgroup path names.","required":["runtime","id","pod","name"],"properties":{"runtime":{"type":"string","description":"docker, podman, containerd, cri-o or kubernetes (a later writer may name another)."},"id":{"type":"string","description":"The runtime's container id."},"pod":{"type":["string","null"],"description":"The Kubernetes pod uid when the path names one, else null."},"name":{"type":["string","null"],"description":"The runtime's name for the container where a local file gave it, else null."}}}],"description":"The container the path names, or null."},"ns_pid":{"type":["integer","null"],"minimum":0,"description":"The PID inside the process's innermost PID namespace when that is not the host's, else null."}}}}}}},{"title":"RecordingV4GpuRecord","type":"object","description":"A GPU adapter definition, written before the first frame that uses its id.","required":["g"],"additionalProperties":false,"properties":{"g":{"title":"RecordingV4GpuDefinition","type":"object","description":"One recorded GPU adapter. Fields a later writer adds are ignored.","required":["id","adapter","name"],"properties":{"id":{"type":"integer","minimum":0,"description":"The number frames use for this adapter, unique within the file."},"adapter":{"type":"string","minLength":1,"description":"The adapter key as the monitor names it (Windows LUID high:low, Linux DRM card such as card0)."},"name":{"type":["string","null"],"description":"Adapter name, or null."}}}}},{"title":"RecordingV4FrameRecord","type":"object","description":"One aggregation window: means of the snapshots applied in it.","required":["f"],"additionalProperties":false,"properties":{"f":{"title":"RecordingV4Frame","type":"array","description":"[captured_at_ms, [system_integers, system_floats, gpu_samples], process_samples].","items":[{"type":"integer","minimum":0,"description":"captured_at_ms: the time of the last snapshot in the window, ms since the Unix epoch."},{"title":"RecordingV4SystemValues","type":"array","description":"[integers by layout.system.integers, floats by layout.system.floats, GPU adapter samples].","items":[{"type":"array","items":{"type":["integer","null"],"description":"A non-negative integer (bytes, counts, rates), exact; null when unavailable in the whole window.","minimum":0},"description":"System integers in the order layout.system.integers names."},{"type":"array","items":{"type":["number","null"],"description":"A finite number; null when unavailable in the whole window."},"description":"System floats in the order layout.system.floats names."},{"type":"array","items":{"title":"RecordingV4Sample","type":"array","description":"[id, floats, integers] of one GPU adapter or process: the id of its definition, then its values in the order its layout part names.","items":[{"type":"integer","minimum":0,"description":"The definition's id."},{"type":"array","items":{"type":["number","null"],"description":"A finite number; null when unavailable in the whole window."},"description":"Floats in the order the layout part's floats name."},{"type":"array","items":{"type":["integer","null"],"description":"A non-negative integer (bytes, counts, rates), exact; null when unavailable in the whole window.","minimum":0},"description":"Integers in the order the layout part's integers name."}],"additionalItems":false,"minItems":3,"maxItems":3},"description":"GPU adapter samples (values by layout.gpu)."}],"additionalItems":false,"minItems":3,"maxItems":3},{"type":"array","items":{"title":"RecordingV4Sample","type":"array","description":"[id, floats, integers] of one GPU adapter or process: the id of its definition, then its values in the order its layout part names.","items":[{"type":"integer","minimum":0,"description":"The definition's id."},{"type":"array","items":{"type":["number","null"],"description":"A finite number; null when unavailable in the whole window."},"description":"Floats in the order the layout part's floats name."},{"type":"array","items":{"type":["integer","null"],"description":"A non-negative integer (bytes, counts, rates), exact; null when unavailable in the whole window.","minimum":0},"description":"Integers in the order the layout part's integers name."}],"additionalItems":false,"minItems":3,"maxItems":3},"description":"Process samples of the recorded lifetimes present in the window, in id order."}],"additionalItems":false,"minItems":3,"maxItems":3}}},{"title":"RecordingV4EndRecord","type":"object","description":"The last line of a Recording that ended normally; absent after an interruption.","required":["e"],"additionalProperties":false,"properties":{"e":{"title":"RecordingV4End","type":"array","description":"[ended_at_ms, reason].","items":[{"type":"integer","description":"ended_at_ms, ms since the Unix epoch."},{"enum":["stopped","duration_limit"],"description":"Why the Recording ended."}],"additionalItems":false,"minItems":2,"maxItems":2}}}]};
const pattern2 = new RegExp("^([0-9a-f]{2})+$", "u");
const func3 = require("ajv/dist/runtime/ucs2length").default;

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.s === undefined) && (missing0 = "s")){
const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
const _errs3 = errors;
for(const key0 in data){
if(!(key0 === "s")){
const err1 = {instancePath,schemaPath:"#/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
break;
}
}
if(_errs3 === errors){
if(data.s !== undefined){
let data0 = data.s;
const _errs4 = errors;
if(errors === _errs4){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if(((((((((((data0.v === undefined) && (missing1 = "v")) || ((data0.id === undefined) && (missing1 = "id"))) || ((data0.app === undefined) && (missing1 = "app"))) || ((data0.host === undefined) && (missing1 = "host"))) || ((data0.start === undefined) && (missing1 = "start"))) || ((data0.interval === undefined) && (missing1 = "interval"))) || ((data0.tracked === undefined) && (missing1 = "tracked"))) || ((data0.columns === undefined) && (missing1 = "columns"))) || ((data0.sort === undefined) && (missing1 = "sort"))) || ((data0.layout === undefined) && (missing1 = "layout"))){
const err2 = {instancePath:instancePath+"/s",schemaPath:"#/oneOf/0/properties/s/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data0.v !== undefined){
const _errs6 = errors;
if(4 !== data0.v){
const err3 = {instancePath:instancePath+"/s/v",schemaPath:"#/oneOf/0/properties/s/properties/v/const",keyword:"const",params:{allowedValue: 4},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.id !== undefined){
let data2 = data0.id;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err4 = {instancePath:instancePath+"/s/id",schemaPath:"#/oneOf/0/properties/s/properties/id/pattern",keyword:"pattern",params:{pattern: "^[0-9]{14}$"},message:"must match pattern \""+"^[0-9]{14}$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/s/id",schemaPath:"#/oneOf/0/properties/s/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.app !== undefined){
const _errs9 = errors;
if(typeof data0.app !== "string"){
const err6 = {instancePath:instancePath+"/s/app",schemaPath:"#/oneOf/0/properties/s/properties/app/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.host !== undefined){
const _errs11 = errors;
if(typeof data0.host !== "string"){
const err7 = {instancePath:instancePath+"/s/host",schemaPath:"#/oneOf/0/properties/s/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.start !== undefined){
let data5 = data0.start;
const _errs13 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err8 = {instancePath:instancePath+"/s/start",schemaPath:"#/oneOf/0/properties/s/properties/start/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.interval !== undefined){
let data6 = data0.interval;
const _errs15 = errors;
if(!((((data6 === 1) || (data6 === 2)) || (data6 === 5)) || (data6 === 10))){
const err9 = {instancePath:instancePath+"/s/interval",schemaPath:"#/oneOf/0/properties/s/properties/interval/enum",keyword:"enum",params:{allowedValues: schema13.oneOf[0].properties.s.properties.interval.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.tracked !== undefined){
let data7 = data0.tracked;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data7)){
var valid3 = true;
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
const _errs18 = errors;
if(typeof data7[i0] !== "string"){
const err10 = {instancePath:instancePath+"/s/tracked/" + i0,schemaPath:"#/oneOf/0/properties/s/properties/tracked/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var valid3 = _errs18 === errors;
if(!valid3){
break;
}
}
}
else {
const err11 = {instancePath:instancePath+"/s/tracked",schemaPath:"#/oneOf/0/properties/s/properties/tracked/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var valid2 = _errs16 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.columns !== undefined){
let data9 = data0.columns;
const _errs20 = errors;
if(errors === _errs20){
if(Array.isArray(data9)){
var valid4 = true;
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
const _errs22 = errors;
if(typeof data9[i1] !== "string"){
const err12 = {instancePath:instancePath+"/s/columns/" + i1,schemaPath:"#/oneOf/0/properties/s/properties/columns/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var valid4 = _errs22 === errors;
if(!valid4){
break;
}
}
}
else {
const err13 = {instancePath:instancePath+"/s/columns",schemaPath:"#/oneOf/0/properties/s/properties/columns/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var valid2 = _errs20 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.sort !== undefined){
let data11 = data0.sort;
const _errs24 = errors;
if(errors === _errs24){
if(Array.isArray(data11)){
if(data11.length > 2){
const err14 = {instancePath:instancePath+"/s/sort",schemaPath:"#/oneOf/0/properties/s/properties/sort/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
if(data11.length < 2){
const err15 = {instancePath:instancePath+"/s/sort",schemaPath:"#/oneOf/0/properties/s/properties/sort/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
const len2 = data11.length;
if(!(len2 <= 2)){
const err16 = {instancePath:instancePath+"/s/sort",schemaPath:"#/oneOf/0/properties/s/properties/sort/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
const len3 = data11.length;
if(len3 > 0){
const _errs26 = errors;
if(typeof data11[0] !== "string"){
const err17 = {instancePath:instancePath+"/s/sort/0",schemaPath:"#/oneOf/0/properties/s/properties/sort/items/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var valid5 = _errs26 === errors;
}
if(valid5){
if(len3 > 1){
let data13 = data11[1];
const _errs28 = errors;
if(!((data13 === "asc") || (data13 === "desc"))){
const err18 = {instancePath:instancePath+"/s/sort/1",schemaPath:"#/oneOf/0/properties/s/properties/sort/items/1/enum",keyword:"enum",params:{allowedValues: schema13.oneOf[0].properties.s.properties.sort.items[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var valid5 = _errs28 === errors;
}
}
}
}
}
}
else {
const err19 = {instancePath:instancePath+"/s/sort",schemaPath:"#/oneOf/0/properties/s/properties/sort/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
var valid2 = _errs24 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.system !== undefined){
let data14 = data0.system;
const _errs29 = errors;
if(errors === _errs29){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.cpu !== undefined){
const _errs31 = errors;
if(typeof data14.cpu !== "string"){
const err20 = {instancePath:instancePath+"/s/system/cpu",schemaPath:"#/oneOf/0/properties/s/properties/system/properties/cpu/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var valid6 = _errs31 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data14.cpu_mhz !== undefined){
let data16 = data14.cpu_mhz;
const _errs33 = errors;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err21 = {instancePath:instancePath+"/s/system/cpu_mhz",schemaPath:"#/oneOf/0/properties/s/properties/system/properties/cpu_mhz/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(errors === _errs33){
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 < 0 || isNaN(data16)){
const err22 = {instancePath:instancePath+"/s/system/cpu_mhz",schemaPath:"#/oneOf/0/properties/s/properties/system/properties/cpu_mhz/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
var valid6 = _errs33 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data14.topology !== undefined){
const _errs35 = errors;
if(typeof data14.topology !== "string"){
const err23 = {instancePath:instancePath+"/s/system/topology",schemaPath:"#/oneOf/0/properties/s/properties/system/properties/topology/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var valid6 = _errs35 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data14.cache !== undefined){
const _errs37 = errors;
if(typeof data14.cache !== "string"){
const err24 = {instancePath:instancePath+"/s/system/cache",schemaPath:"#/oneOf/0/properties/s/properties/system/properties/cache/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var valid6 = _errs37 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
else {
const err25 = {instancePath:instancePath+"/s/system",schemaPath:"#/oneOf/0/properties/s/properties/system/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
var valid2 = _errs29 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.layout !== undefined){
let data19 = data0.layout;
const _errs39 = errors;
if(errors === _errs39){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
let missing2;
if((((data19.system === undefined) && (missing2 = "system")) || ((data19.gpu === undefined) && (missing2 = "gpu"))) || ((data19.process === undefined) && (missing2 = "process"))){
const err26 = {instancePath:instancePath+"/s/layout",schemaPath:"#/oneOf/0/properties/s/properties/layout/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
if(data19.system !== undefined){
let data20 = data19.system;
const _errs41 = errors;
if(errors === _errs41){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
let missing3;
if(((data20.integers === undefined) && (missing3 = "integers")) || ((data20.floats === undefined) && (missing3 = "floats"))){
const err27 = {instancePath:instancePath+"/s/layout/system",schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/system/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
else {
const _errs43 = errors;
for(const key1 in data20){
if(!((key1 === "integers") || (key1 === "floats"))){
const err28 = {instancePath:instancePath+"/s/layout/system",schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/system/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
break;
}
}
if(_errs43 === errors){
if(data20.integers !== undefined){
let data21 = data20.integers;
const _errs44 = errors;
if(errors === _errs44){
if(Array.isArray(data21)){
var valid9 = true;
const len4 = data21.length;
for(let i2=0; i2<len4; i2++){
let data22 = data21[i2];
const _errs46 = errors;
if(errors === _errs46){
if(typeof data22 === "string"){
if(func3(data22) < 1){
const err29 = {instancePath:instancePath+"/s/layout/system/integers/" + i2,schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/system/properties/integers/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/s/layout/system/integers/" + i2,schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/system/properties/integers/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
var valid9 = _errs46 === errors;
if(!valid9){
break;
}
}
if(valid9){
let i3 = data21.length;
let j0;
if(i3 > 1){
const indices0 = {};
for(;i3--;){
let item0 = data21[i3];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err31 = {instancePath:instancePath+"/s/layout/system/integers",schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/system/properties/integers/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
break;
}
indices0[item0] = i3;
}
}
}
}
else {
const err32 = {instancePath:instancePath+"/s/layout/system/integers",schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/system/properties/integers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
var valid8 = _errs44 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data20.floats !== undefined){
let data23 = data20.floats;
const _errs48 = errors;
if(errors === _errs48){
if(Array.isArray(data23)){
var valid11 = true;
const len5 = data23.length;
for(let i4=0; i4<len5; i4++){
let data24 = data23[i4];
const _errs50 = errors;
if(errors === _errs50){
if(typeof data24 === "string"){
if(func3(data24) < 1){
const err33 = {instancePath:instancePath+"/s/layout/system/floats/" + i4,schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/system/properties/floats/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/s/layout/system/floats/" + i4,schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/system/properties/floats/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
var valid11 = _errs50 === errors;
if(!valid11){
break;
}
}
if(valid11){
let i5 = data23.length;
let j1;
if(i5 > 1){
const indices1 = {};
for(;i5--;){
let item1 = data23[i5];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err35 = {instancePath:instancePath+"/s/layout/system/floats",schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/system/properties/floats/uniqueItems",keyword:"uniqueItems",params:{i: i5, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i5+" are identical)"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
break;
}
indices1[item1] = i5;
}
}
}
}
else {
const err36 = {instancePath:instancePath+"/s/layout/system/floats",schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/system/properties/floats/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
var valid8 = _errs48 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
else {
const err37 = {instancePath:instancePath+"/s/layout/system",schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/system/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
var valid7 = _errs41 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data19.gpu !== undefined){
let data25 = data19.gpu;
const _errs52 = errors;
if(errors === _errs52){
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
let missing4;
if(((data25.integers === undefined) && (missing4 = "integers")) || ((data25.floats === undefined) && (missing4 = "floats"))){
const err38 = {instancePath:instancePath+"/s/layout/gpu",schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/gpu/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
else {
const _errs54 = errors;
for(const key2 in data25){
if(!((key2 === "integers") || (key2 === "floats"))){
const err39 = {instancePath:instancePath+"/s/layout/gpu",schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/gpu/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
break;
}
}
if(_errs54 === errors){
if(data25.integers !== undefined){
let data26 = data25.integers;
const _errs55 = errors;
if(errors === _errs55){
if(Array.isArray(data26)){
var valid14 = true;
const len6 = data26.length;
for(let i6=0; i6<len6; i6++){
let data27 = data26[i6];
const _errs57 = errors;
if(errors === _errs57){
if(typeof data27 === "string"){
if(func3(data27) < 1){
const err40 = {instancePath:instancePath+"/s/layout/gpu/integers/" + i6,schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/gpu/properties/integers/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/s/layout/gpu/integers/" + i6,schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/gpu/properties/integers/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
var valid14 = _errs57 === errors;
if(!valid14){
break;
}
}
if(valid14){
let i7 = data26.length;
let j2;
if(i7 > 1){
const indices2 = {};
for(;i7--;){
let item2 = data26[i7];
if(typeof item2 !== "string"){
continue;
}
if(typeof indices2[item2] == "number"){
j2 = indices2[item2];
const err42 = {instancePath:instancePath+"/s/layout/gpu/integers",schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/gpu/properties/integers/uniqueItems",keyword:"uniqueItems",params:{i: i7, j: j2},message:"must NOT have duplicate items (items ## "+j2+" and "+i7+" are identical)"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
break;
}
indices2[item2] = i7;
}
}
}
}
else {
const err43 = {instancePath:instancePath+"/s/layout/gpu/integers",schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/gpu/properties/integers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
var valid13 = _errs55 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data25.floats !== undefined){
let data28 = data25.floats;
const _errs59 = errors;
if(errors === _errs59){
if(Array.isArray(data28)){
var valid16 = true;
const len7 = data28.length;
for(let i8=0; i8<len7; i8++){
let data29 = data28[i8];
const _errs61 = errors;
if(errors === _errs61){
if(typeof data29 === "string"){
if(func3(data29) < 1){
const err44 = {instancePath:instancePath+"/s/layout/gpu/floats/" + i8,schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/gpu/properties/floats/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/s/layout/gpu/floats/" + i8,schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/gpu/properties/floats/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
var valid16 = _errs61 === errors;
if(!valid16){
break;
}
}
if(valid16){
let i9 = data28.length;
let j3;
if(i9 > 1){
const indices3 = {};
for(;i9--;){
let item3 = data28[i9];
if(typeof item3 !== "string"){
continue;
}
if(typeof indices3[item3] == "number"){
j3 = indices3[item3];
const err46 = {instancePath:instancePath+"/s/layout/gpu/floats",schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/gpu/properties/floats/uniqueItems",keyword:"uniqueItems",params:{i: i9, j: j3},message:"must NOT have duplicate items (items ## "+j3+" and "+i9+" are identical)"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
break;
}
indices3[item3] = i9;
}
}
}
}
else {
const err47 = {instancePath:instancePath+"/s/layout/gpu/floats",schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/gpu/properties/floats/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
var valid13 = _errs59 === errors;
}
else {
var valid13 = true;
}
}
}
}
}
else {
const err48 = {instancePath:instancePath+"/s/layout/gpu",schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/gpu/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
var valid7 = _errs52 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data19.process !== undefined){
let data30 = data19.process;
const _errs63 = errors;
if(errors === _errs63){
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
let missing5;
if(((data30.integers === undefined) && (missing5 = "integers")) || ((data30.floats === undefined) && (missing5 = "floats"))){
const err49 = {instancePath:instancePath+"/s/layout/process",schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/process/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
else {
const _errs65 = errors;
for(const key3 in data30){
if(!((key3 === "integers") || (key3 === "floats"))){
const err50 = {instancePath:instancePath+"/s/layout/process",schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/process/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
break;
}
}
if(_errs65 === errors){
if(data30.integers !== undefined){
let data31 = data30.integers;
const _errs66 = errors;
if(errors === _errs66){
if(Array.isArray(data31)){
var valid19 = true;
const len8 = data31.length;
for(let i10=0; i10<len8; i10++){
let data32 = data31[i10];
const _errs68 = errors;
if(errors === _errs68){
if(typeof data32 === "string"){
if(func3(data32) < 1){
const err51 = {instancePath:instancePath+"/s/layout/process/integers/" + i10,schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/process/properties/integers/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/s/layout/process/integers/" + i10,schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/process/properties/integers/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
var valid19 = _errs68 === errors;
if(!valid19){
break;
}
}
if(valid19){
let i11 = data31.length;
let j4;
if(i11 > 1){
const indices4 = {};
for(;i11--;){
let item4 = data31[i11];
if(typeof item4 !== "string"){
continue;
}
if(typeof indices4[item4] == "number"){
j4 = indices4[item4];
const err53 = {instancePath:instancePath+"/s/layout/process/integers",schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/process/properties/integers/uniqueItems",keyword:"uniqueItems",params:{i: i11, j: j4},message:"must NOT have duplicate items (items ## "+j4+" and "+i11+" are identical)"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
break;
}
indices4[item4] = i11;
}
}
}
}
else {
const err54 = {instancePath:instancePath+"/s/layout/process/integers",schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/process/properties/integers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
var valid18 = _errs66 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data30.floats !== undefined){
let data33 = data30.floats;
const _errs70 = errors;
if(errors === _errs70){
if(Array.isArray(data33)){
var valid21 = true;
const len9 = data33.length;
for(let i12=0; i12<len9; i12++){
let data34 = data33[i12];
const _errs72 = errors;
if(errors === _errs72){
if(typeof data34 === "string"){
if(func3(data34) < 1){
const err55 = {instancePath:instancePath+"/s/layout/process/floats/" + i12,schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/process/properties/floats/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {instancePath:instancePath+"/s/layout/process/floats/" + i12,schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/process/properties/floats/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
var valid21 = _errs72 === errors;
if(!valid21){
break;
}
}
if(valid21){
let i13 = data33.length;
let j5;
if(i13 > 1){
const indices5 = {};
for(;i13--;){
let item5 = data33[i13];
if(typeof item5 !== "string"){
continue;
}
if(typeof indices5[item5] == "number"){
j5 = indices5[item5];
const err57 = {instancePath:instancePath+"/s/layout/process/floats",schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/process/properties/floats/uniqueItems",keyword:"uniqueItems",params:{i: i13, j: j5},message:"must NOT have duplicate items (items ## "+j5+" and "+i13+" are identical)"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
break;
}
indices5[item5] = i13;
}
}
}
}
else {
const err58 = {instancePath:instancePath+"/s/layout/process/floats",schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/process/properties/floats/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
var valid18 = _errs70 === errors;
}
else {
var valid18 = true;
}
}
}
}
}
else {
const err59 = {instancePath:instancePath+"/s/layout/process",schemaPath:"#/oneOf/0/properties/s/properties/layout/properties/process/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
var valid7 = _errs63 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
else {
const err60 = {instancePath:instancePath+"/s/layout",schemaPath:"#/oneOf/0/properties/s/properties/layout/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
var valid2 = _errs39 === errors;
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
}
}
}
}
}
}
else {
const err61 = {instancePath:instancePath+"/s",schemaPath:"#/oneOf/0/properties/s/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
}
}
}
else {
const err62 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs74 = errors;
if(errors === _errs74){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.p === undefined) && (missing6 = "p")){
const err63 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
else {
const _errs76 = errors;
for(const key4 in data){
if(!(key4 === "p")){
const err64 = {instancePath,schemaPath:"#/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
break;
}
}
if(_errs76 === errors){
if(data.p !== undefined){
let data35 = data.p;
const _errs77 = errors;
if(errors === _errs77){
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
let missing7;
if((((((data35.id === undefined) && (missing7 = "id")) || ((data35.pid === undefined) && (missing7 = "pid"))) || ((data35.name === undefined) && (missing7 = "name"))) || ((data35.start === undefined) && (missing7 = "start"))) || ((data35.path === undefined) && (missing7 = "path"))){
const err65 = {instancePath:instancePath+"/p",schemaPath:"#/oneOf/1/properties/p/required",keyword:"required",params:{missingProperty: missing7},message:"must have required property '"+missing7+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
else {
if(data35.id !== undefined){
let data36 = data35.id;
const _errs79 = errors;
if(!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))){
const err66 = {instancePath:instancePath+"/p/id",schemaPath:"#/oneOf/1/properties/p/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(errors === _errs79){
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 < 0 || isNaN(data36)){
const err67 = {instancePath:instancePath+"/p/id",schemaPath:"#/oneOf/1/properties/p/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
var valid24 = _errs79 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data35.pid !== undefined){
let data37 = data35.pid;
const _errs81 = errors;
if(!(((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37))) && (isFinite(data37)))){
const err68 = {instancePath:instancePath+"/p/pid",schemaPath:"#/oneOf/1/properties/p/properties/pid/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(errors === _errs81){
if((typeof data37 == "number") && (isFinite(data37))){
if(data37 < 0 || isNaN(data37)){
const err69 = {instancePath:instancePath+"/p/pid",schemaPath:"#/oneOf/1/properties/p/properties/pid/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
var valid24 = _errs81 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data35.name !== undefined){
const _errs83 = errors;
if(typeof data35.name !== "string"){
const err70 = {instancePath:instancePath+"/p/name",schemaPath:"#/oneOf/1/properties/p/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var valid24 = _errs83 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data35.name_bytes !== undefined){
let data39 = data35.name_bytes;
const _errs85 = errors;
if(errors === _errs85){
if(typeof data39 === "string"){
if(!pattern2.test(data39)){
const err71 = {instancePath:instancePath+"/p/name_bytes",schemaPath:"#/oneOf/1/properties/p/properties/name_bytes/pattern",keyword:"pattern",params:{pattern: "^([0-9a-f]{2})+$"},message:"must match pattern \""+"^([0-9a-f]{2})+$"+"\""};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/p/name_bytes",schemaPath:"#/oneOf/1/properties/p/properties/name_bytes/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
var valid24 = _errs85 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data35.start !== undefined){
let data40 = data35.start;
const _errs87 = errors;
if((!(((typeof data40 == "number") && (!(data40 % 1) && !isNaN(data40))) && (isFinite(data40)))) && (data40 !== null)){
const err73 = {instancePath:instancePath+"/p/start",schemaPath:"#/oneOf/1/properties/p/properties/start/type",keyword:"type",params:{type: schema13.oneOf[1].properties.p.properties.start.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(errors === _errs87){
if((typeof data40 == "number") && (isFinite(data40))){
if(data40 < 0 || isNaN(data40)){
const err74 = {instancePath:instancePath+"/p/start",schemaPath:"#/oneOf/1/properties/p/properties/start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
var valid24 = _errs87 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data35.path !== undefined){
let data41 = data35.path;
const _errs89 = errors;
if((typeof data41 !== "string") && (data41 !== null)){
const err75 = {instancePath:instancePath+"/p/path",schemaPath:"#/oneOf/1/properties/p/properties/path/type",keyword:"type",params:{type: schema13.oneOf[1].properties.p.properties.path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var valid24 = _errs89 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data35.task !== undefined){
let data42 = data35.task;
const _errs91 = errors;
if((typeof data42 !== "string") && (data42 !== null)){
const err76 = {instancePath:instancePath+"/p/task",schemaPath:"#/oneOf/1/properties/p/properties/task/type",keyword:"type",params:{type: schema13.oneOf[1].properties.p.properties.task.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var valid24 = _errs91 === errors;
}
else {
var valid24 = true;
}
if(valid24){
if(data35.cgroup !== undefined){
let data43 = data35.cgroup;
const _errs93 = errors;
if(errors === _errs93){
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
let missing8;
if(((((data43.path === undefined) && (missing8 = "path")) || ((data43.unit === undefined) && (missing8 = "unit"))) || ((data43.container === undefined) && (missing8 = "container"))) || ((data43.ns_pid === undefined) && (missing8 = "ns_pid"))){
const err77 = {instancePath:instancePath+"/p/cgroup",schemaPath:"#/oneOf/1/properties/p/properties/cgroup/required",keyword:"required",params:{missingProperty: missing8},message:"must have required property '"+missing8+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
else {
if(data43.path !== undefined){
let data44 = data43.path;
const _errs95 = errors;
if((typeof data44 !== "string") && (data44 !== null)){
const err78 = {instancePath:instancePath+"/p/cgroup/path",schemaPath:"#/oneOf/1/properties/p/properties/cgroup/properties/path/type",keyword:"type",params:{type: schema13.oneOf[1].properties.p.properties.cgroup.properties.path.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var valid25 = _errs95 === errors;
}
else {
var valid25 = true;
}
if(valid25){
if(data43.unit !== undefined){
let data45 = data43.unit;
const _errs97 = errors;
if((typeof data45 !== "string") && (data45 !== null)){
const err79 = {instancePath:instancePath+"/p/cgroup/unit",schemaPath:"#/oneOf/1/properties/p/properties/cgroup/properties/unit/type",keyword:"type",params:{type: schema13.oneOf[1].properties.p.properties.cgroup.properties.unit.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
var valid25 = _errs97 === errors;
}
else {
var valid25 = true;
}
if(valid25){
if(data43.container !== undefined){
let data46 = data43.container;
const _errs99 = errors;
const _errs100 = errors;
let valid26 = false;
let passing1 = null;
const _errs101 = errors;
if(data46 !== null){
const err80 = {instancePath:instancePath+"/p/cgroup/container",schemaPath:"#/oneOf/1/properties/p/properties/cgroup/properties/container/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
var _valid1 = _errs101 === errors;
if(_valid1){
valid26 = true;
passing1 = 0;
}
const _errs103 = errors;
if(errors === _errs103){
if(data46 && typeof data46 == "object" && !Array.isArray(data46)){
let missing9;
if(((((data46.runtime === undefined) && (missing9 = "runtime")) || ((data46.id === undefined) && (missing9 = "id"))) || ((data46.pod === undefined) && (missing9 = "pod"))) || ((data46.name === undefined) && (missing9 = "name"))){
const err81 = {instancePath:instancePath+"/p/cgroup/container",schemaPath:"#/oneOf/1/properties/p/properties/cgroup/properties/container/oneOf/1/required",keyword:"required",params:{missingProperty: missing9},message:"must have required property '"+missing9+"'"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
else {
if(data46.runtime !== undefined){
const _errs105 = errors;
if(typeof data46.runtime !== "string"){
const err82 = {instancePath:instancePath+"/p/cgroup/container/runtime",schemaPath:"#/oneOf/1/properties/p/properties/cgroup/properties/container/oneOf/1/properties/runtime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
var valid27 = _errs105 === errors;
}
else {
var valid27 = true;
}
if(valid27){
if(data46.id !== undefined){
const _errs107 = errors;
if(typeof data46.id !== "string"){
const err83 = {instancePath:instancePath+"/p/cgroup/container/id",schemaPath:"#/oneOf/1/properties/p/properties/cgroup/properties/container/oneOf/1/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
var valid27 = _errs107 === errors;
}
else {
var valid27 = true;
}
if(valid27){
if(data46.pod !== undefined){
let data49 = data46.pod;
const _errs109 = errors;
if((typeof data49 !== "string") && (data49 !== null)){
const err84 = {instancePath:instancePath+"/p/cgroup/container/pod",schemaPath:"#/oneOf/1/properties/p/properties/cgroup/properties/container/oneOf/1/properties/pod/type",keyword:"type",params:{type: schema13.oneOf[1].properties.p.properties.cgroup.properties.container.oneOf[1].properties.pod.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
var valid27 = _errs109 === errors;
}
else {
var valid27 = true;
}
if(valid27){
if(data46.name !== undefined){
let data50 = data46.name;
const _errs111 = errors;
if((typeof data50 !== "string") && (data50 !== null)){
const err85 = {instancePath:instancePath+"/p/cgroup/container/name",schemaPath:"#/oneOf/1/properties/p/properties/cgroup/properties/container/oneOf/1/properties/name/type",keyword:"type",params:{type: schema13.oneOf[1].properties.p.properties.cgroup.properties.container.oneOf[1].properties.name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
var valid27 = _errs111 === errors;
}
else {
var valid27 = true;
}
}
}
}
}
}
else {
const err86 = {instancePath:instancePath+"/p/cgroup/container",schemaPath:"#/oneOf/1/properties/p/properties/cgroup/properties/container/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
var _valid1 = _errs103 === errors;
if(_valid1 && valid26){
valid26 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid26 = true;
passing1 = 1;
}
}
if(!valid26){
const err87 = {instancePath:instancePath+"/p/cgroup/container",schemaPath:"#/oneOf/1/properties/p/properties/cgroup/properties/container/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
else {
errors = _errs100;
if(vErrors !== null){
if(_errs100){
vErrors.length = _errs100;
}
else {
vErrors = null;
}
}
}
var valid25 = _errs99 === errors;
}
else {
var valid25 = true;
}
if(valid25){
if(data43.ns_pid !== undefined){
let data51 = data43.ns_pid;
const _errs113 = errors;
if((!(((typeof data51 == "number") && (!(data51 % 1) && !isNaN(data51))) && (isFinite(data51)))) && (data51 !== null)){
const err88 = {instancePath:instancePath+"/p/cgroup/ns_pid",schemaPath:"#/oneOf/1/properties/p/properties/cgroup/properties/ns_pid/type",keyword:"type",params:{type: schema13.oneOf[1].properties.p.properties.cgroup.properties.ns_pid.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(errors === _errs113){
if((typeof data51 == "number") && (isFinite(data51))){
if(data51 < 0 || isNaN(data51)){
const err89 = {instancePath:instancePath+"/p/cgroup/ns_pid",schemaPath:"#/oneOf/1/properties/p/properties/cgroup/properties/ns_pid/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
}
var valid25 = _errs113 === errors;
}
else {
var valid25 = true;
}
}
}
}
}
}
else {
const err90 = {instancePath:instancePath+"/p/cgroup",schemaPath:"#/oneOf/1/properties/p/properties/cgroup/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
var valid24 = _errs93 === errors;
}
else {
var valid24 = true;
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
const err91 = {instancePath:instancePath+"/p",schemaPath:"#/oneOf/1/properties/p/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
}
}
}
}
else {
const err92 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
var _valid0 = _errs74 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
const _errs115 = errors;
if(errors === _errs115){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing10;
if((data.g === undefined) && (missing10 = "g")){
const err93 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing10},message:"must have required property '"+missing10+"'"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
else {
const _errs117 = errors;
for(const key5 in data){
if(!(key5 === "g")){
const err94 = {instancePath,schemaPath:"#/oneOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
break;
}
}
if(_errs117 === errors){
if(data.g !== undefined){
let data52 = data.g;
const _errs118 = errors;
if(errors === _errs118){
if(data52 && typeof data52 == "object" && !Array.isArray(data52)){
let missing11;
if((((data52.id === undefined) && (missing11 = "id")) || ((data52.adapter === undefined) && (missing11 = "adapter"))) || ((data52.name === undefined) && (missing11 = "name"))){
const err95 = {instancePath:instancePath+"/g",schemaPath:"#/oneOf/2/properties/g/required",keyword:"required",params:{missingProperty: missing11},message:"must have required property '"+missing11+"'"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
else {
if(data52.id !== undefined){
let data53 = data52.id;
const _errs120 = errors;
if(!(((typeof data53 == "number") && (!(data53 % 1) && !isNaN(data53))) && (isFinite(data53)))){
const err96 = {instancePath:instancePath+"/g/id",schemaPath:"#/oneOf/2/properties/g/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(errors === _errs120){
if((typeof data53 == "number") && (isFinite(data53))){
if(data53 < 0 || isNaN(data53)){
const err97 = {instancePath:instancePath+"/g/id",schemaPath:"#/oneOf/2/properties/g/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
}
var valid29 = _errs120 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data52.adapter !== undefined){
let data54 = data52.adapter;
const _errs122 = errors;
if(errors === _errs122){
if(typeof data54 === "string"){
if(func3(data54) < 1){
const err98 = {instancePath:instancePath+"/g/adapter",schemaPath:"#/oneOf/2/properties/g/properties/adapter/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
else {
const err99 = {instancePath:instancePath+"/g/adapter",schemaPath:"#/oneOf/2/properties/g/properties/adapter/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
var valid29 = _errs122 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data52.name !== undefined){
let data55 = data52.name;
const _errs124 = errors;
if((typeof data55 !== "string") && (data55 !== null)){
const err100 = {instancePath:instancePath+"/g/name",schemaPath:"#/oneOf/2/properties/g/properties/name/type",keyword:"type",params:{type: schema13.oneOf[2].properties.g.properties.name.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
var valid29 = _errs124 === errors;
}
else {
var valid29 = true;
}
}
}
}
}
else {
const err101 = {instancePath:instancePath+"/g",schemaPath:"#/oneOf/2/properties/g/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
}
}
}
}
else {
const err102 = {instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
var _valid0 = _errs115 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
}
const _errs126 = errors;
if(errors === _errs126){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing12;
if((data.f === undefined) && (missing12 = "f")){
const err103 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: missing12},message:"must have required property '"+missing12+"'"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
else {
const _errs128 = errors;
for(const key6 in data){
if(!(key6 === "f")){
const err104 = {instancePath,schemaPath:"#/oneOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
break;
}
}
if(_errs128 === errors){
if(data.f !== undefined){
let data56 = data.f;
const _errs129 = errors;
if(errors === _errs129){
if(Array.isArray(data56)){
if(data56.length > 3){
const err105 = {instancePath:instancePath+"/f",schemaPath:"#/oneOf/3/properties/f/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
else {
if(data56.length < 3){
const err106 = {instancePath:instancePath+"/f",schemaPath:"#/oneOf/3/properties/f/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
else {
const len10 = data56.length;
if(!(len10 <= 3)){
const err107 = {instancePath:instancePath+"/f",schemaPath:"#/oneOf/3/properties/f/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
else {
const len11 = data56.length;
if(len11 > 0){
let data57 = data56[0];
const _errs131 = errors;
if(!(((typeof data57 == "number") && (!(data57 % 1) && !isNaN(data57))) && (isFinite(data57)))){
const err108 = {instancePath:instancePath+"/f/0",schemaPath:"#/oneOf/3/properties/f/items/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if(errors === _errs131){
if((typeof data57 == "number") && (isFinite(data57))){
if(data57 < 0 || isNaN(data57)){
const err109 = {instancePath:instancePath+"/f/0",schemaPath:"#/oneOf/3/properties/f/items/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
}
var valid31 = _errs131 === errors;
}
if(valid31){
if(len11 > 1){
let data58 = data56[1];
const _errs133 = errors;
if(errors === _errs133){
if(Array.isArray(data58)){
if(data58.length > 3){
const err110 = {instancePath:instancePath+"/f/1",schemaPath:"#/oneOf/3/properties/f/items/1/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
else {
if(data58.length < 3){
const err111 = {instancePath:instancePath+"/f/1",schemaPath:"#/oneOf/3/properties/f/items/1/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
else {
const len12 = data58.length;
if(!(len12 <= 3)){
const err112 = {instancePath:instancePath+"/f/1",schemaPath:"#/oneOf/3/properties/f/items/1/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
else {
const len13 = data58.length;
if(len13 > 0){
let data59 = data58[0];
const _errs135 = errors;
if(errors === _errs135){
if(Array.isArray(data59)){
var valid33 = true;
const len14 = data59.length;
for(let i14=0; i14<len14; i14++){
let data60 = data59[i14];
const _errs137 = errors;
if((!(((typeof data60 == "number") && (!(data60 % 1) && !isNaN(data60))) && (isFinite(data60)))) && (data60 !== null)){
const err113 = {instancePath:instancePath+"/f/1/0/" + i14,schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/type",keyword:"type",params:{type: schema13.oneOf[3].properties.f.items[1].items[0].items.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(errors === _errs137){
if((typeof data60 == "number") && (isFinite(data60))){
if(data60 < 0 || isNaN(data60)){
const err114 = {instancePath:instancePath+"/f/1/0/" + i14,schemaPath:"#/oneOf/3/properties/f/items/1/items/0/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
}
var valid33 = _errs137 === errors;
if(!valid33){
break;
}
}
}
else {
const err115 = {instancePath:instancePath+"/f/1/0",schemaPath:"#/oneOf/3/properties/f/items/1/items/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
var valid32 = _errs135 === errors;
}
if(valid32){
if(len13 > 1){
let data61 = data58[1];
const _errs139 = errors;
if(errors === _errs139){
if(Array.isArray(data61)){
var valid34 = true;
const len15 = data61.length;
for(let i15=0; i15<len15; i15++){
let data62 = data61[i15];
const _errs141 = errors;
if((!((typeof data62 == "number") && (isFinite(data62)))) && (data62 !== null)){
const err116 = {instancePath:instancePath+"/f/1/1/" + i15,schemaPath:"#/oneOf/3/properties/f/items/1/items/1/items/type",keyword:"type",params:{type: schema13.oneOf[3].properties.f.items[1].items[1].items.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
var valid34 = _errs141 === errors;
if(!valid34){
break;
}
}
}
else {
const err117 = {instancePath:instancePath+"/f/1/1",schemaPath:"#/oneOf/3/properties/f/items/1/items/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
var valid32 = _errs139 === errors;
}
if(valid32){
if(len13 > 2){
let data63 = data58[2];
const _errs143 = errors;
if(errors === _errs143){
if(Array.isArray(data63)){
var valid35 = true;
const len16 = data63.length;
for(let i16=0; i16<len16; i16++){
let data64 = data63[i16];
const _errs145 = errors;
if(errors === _errs145){
if(Array.isArray(data64)){
if(data64.length > 3){
const err118 = {instancePath:instancePath+"/f/1/2/" + i16,schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
else {
if(data64.length < 3){
const err119 = {instancePath:instancePath+"/f/1/2/" + i16,schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
else {
const len17 = data64.length;
if(!(len17 <= 3)){
const err120 = {instancePath:instancePath+"/f/1/2/" + i16,schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
else {
const len18 = data64.length;
if(len18 > 0){
let data65 = data64[0];
const _errs147 = errors;
if(!(((typeof data65 == "number") && (!(data65 % 1) && !isNaN(data65))) && (isFinite(data65)))){
const err121 = {instancePath:instancePath+"/f/1/2/" + i16+"/0",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if(errors === _errs147){
if((typeof data65 == "number") && (isFinite(data65))){
if(data65 < 0 || isNaN(data65)){
const err122 = {instancePath:instancePath+"/f/1/2/" + i16+"/0",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
}
var valid36 = _errs147 === errors;
}
if(valid36){
if(len18 > 1){
let data66 = data64[1];
const _errs149 = errors;
if(errors === _errs149){
if(Array.isArray(data66)){
var valid37 = true;
const len19 = data66.length;
for(let i17=0; i17<len19; i17++){
let data67 = data66[i17];
const _errs151 = errors;
if((!((typeof data67 == "number") && (isFinite(data67)))) && (data67 !== null)){
const err123 = {instancePath:instancePath+"/f/1/2/" + i16+"/1/" + i17,schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/1/items/type",keyword:"type",params:{type: schema13.oneOf[3].properties.f.items[1].items[2].items.items[1].items.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
var valid37 = _errs151 === errors;
if(!valid37){
break;
}
}
}
else {
const err124 = {instancePath:instancePath+"/f/1/2/" + i16+"/1",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
var valid36 = _errs149 === errors;
}
if(valid36){
if(len18 > 2){
let data68 = data64[2];
const _errs153 = errors;
if(errors === _errs153){
if(Array.isArray(data68)){
var valid38 = true;
const len20 = data68.length;
for(let i18=0; i18<len20; i18++){
let data69 = data68[i18];
const _errs155 = errors;
if((!(((typeof data69 == "number") && (!(data69 % 1) && !isNaN(data69))) && (isFinite(data69)))) && (data69 !== null)){
const err125 = {instancePath:instancePath+"/f/1/2/" + i16+"/2/" + i18,schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/2/items/type",keyword:"type",params:{type: schema13.oneOf[3].properties.f.items[1].items[2].items.items[2].items.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if(errors === _errs155){
if((typeof data69 == "number") && (isFinite(data69))){
if(data69 < 0 || isNaN(data69)){
const err126 = {instancePath:instancePath+"/f/1/2/" + i16+"/2/" + i18,schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/2/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
}
var valid38 = _errs155 === errors;
if(!valid38){
break;
}
}
}
else {
const err127 = {instancePath:instancePath+"/f/1/2/" + i16+"/2",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/items/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
var valid36 = _errs153 === errors;
}
}
}
}
}
}
}
else {
const err128 = {instancePath:instancePath+"/f/1/2/" + i16,schemaPath:"#/oneOf/3/properties/f/items/1/items/2/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
var valid35 = _errs145 === errors;
if(!valid35){
break;
}
}
}
else {
const err129 = {instancePath:instancePath+"/f/1/2",schemaPath:"#/oneOf/3/properties/f/items/1/items/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
var valid32 = _errs143 === errors;
}
}
}
}
}
}
}
else {
const err130 = {instancePath:instancePath+"/f/1",schemaPath:"#/oneOf/3/properties/f/items/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
var valid31 = _errs133 === errors;
}
if(valid31){
if(len11 > 2){
let data70 = data56[2];
const _errs157 = errors;
if(errors === _errs157){
if(Array.isArray(data70)){
var valid39 = true;
const len21 = data70.length;
for(let i19=0; i19<len21; i19++){
let data71 = data70[i19];
const _errs159 = errors;
if(errors === _errs159){
if(Array.isArray(data71)){
if(data71.length > 3){
const err131 = {instancePath:instancePath+"/f/2/" + i19,schemaPath:"#/oneOf/3/properties/f/items/2/items/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
else {
if(data71.length < 3){
const err132 = {instancePath:instancePath+"/f/2/" + i19,schemaPath:"#/oneOf/3/properties/f/items/2/items/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
else {
const len22 = data71.length;
if(!(len22 <= 3)){
const err133 = {instancePath:instancePath+"/f/2/" + i19,schemaPath:"#/oneOf/3/properties/f/items/2/items/additionalItems",keyword:"additionalItems",params:{limit: 3},message:"must NOT have more than 3 items"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
else {
const len23 = data71.length;
if(len23 > 0){
let data72 = data71[0];
const _errs161 = errors;
if(!(((typeof data72 == "number") && (!(data72 % 1) && !isNaN(data72))) && (isFinite(data72)))){
const err134 = {instancePath:instancePath+"/f/2/" + i19+"/0",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if(errors === _errs161){
if((typeof data72 == "number") && (isFinite(data72))){
if(data72 < 0 || isNaN(data72)){
const err135 = {instancePath:instancePath+"/f/2/" + i19+"/0",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
}
var valid40 = _errs161 === errors;
}
if(valid40){
if(len23 > 1){
let data73 = data71[1];
const _errs163 = errors;
if(errors === _errs163){
if(Array.isArray(data73)){
var valid41 = true;
const len24 = data73.length;
for(let i20=0; i20<len24; i20++){
let data74 = data73[i20];
const _errs165 = errors;
if((!((typeof data74 == "number") && (isFinite(data74)))) && (data74 !== null)){
const err136 = {instancePath:instancePath+"/f/2/" + i19+"/1/" + i20,schemaPath:"#/oneOf/3/properties/f/items/2/items/items/1/items/type",keyword:"type",params:{type: schema13.oneOf[3].properties.f.items[2].items.items[1].items.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
var valid41 = _errs165 === errors;
if(!valid41){
break;
}
}
}
else {
const err137 = {instancePath:instancePath+"/f/2/" + i19+"/1",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
var valid40 = _errs163 === errors;
}
if(valid40){
if(len23 > 2){
let data75 = data71[2];
const _errs167 = errors;
if(errors === _errs167){
if(Array.isArray(data75)){
var valid42 = true;
const len25 = data75.length;
for(let i21=0; i21<len25; i21++){
let data76 = data75[i21];
const _errs169 = errors;
if((!(((typeof data76 == "number") && (!(data76 % 1) && !isNaN(data76))) && (isFinite(data76)))) && (data76 !== null)){
const err138 = {instancePath:instancePath+"/f/2/" + i19+"/2/" + i21,schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/type",keyword:"type",params:{type: schema13.oneOf[3].properties.f.items[2].items.items[2].items.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
if(errors === _errs169){
if((typeof data76 == "number") && (isFinite(data76))){
if(data76 < 0 || isNaN(data76)){
const err139 = {instancePath:instancePath+"/f/2/" + i19+"/2/" + i21,schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
}
var valid42 = _errs169 === errors;
if(!valid42){
break;
}
}
}
else {
const err140 = {instancePath:instancePath+"/f/2/" + i19+"/2",schemaPath:"#/oneOf/3/properties/f/items/2/items/items/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
var valid40 = _errs167 === errors;
}
}
}
}
}
}
}
else {
const err141 = {instancePath:instancePath+"/f/2/" + i19,schemaPath:"#/oneOf/3/properties/f/items/2/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
var valid39 = _errs159 === errors;
if(!valid39){
break;
}
}
}
else {
const err142 = {instancePath:instancePath+"/f/2",schemaPath:"#/oneOf/3/properties/f/items/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
var valid31 = _errs157 === errors;
}
}
}
}
}
}
}
else {
const err143 = {instancePath:instancePath+"/f",schemaPath:"#/oneOf/3/properties/f/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
}
}
}
}
else {
const err144 = {instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
var _valid0 = _errs126 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid0 = true;
passing0 = 3;
}
const _errs171 = errors;
if(errors === _errs171){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing13;
if((data.e === undefined) && (missing13 = "e")){
const err145 = {instancePath,schemaPath:"#/oneOf/4/required",keyword:"required",params:{missingProperty: missing13},message:"must have required property '"+missing13+"'"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
else {
const _errs173 = errors;
for(const key7 in data){
if(!(key7 === "e")){
const err146 = {instancePath,schemaPath:"#/oneOf/4/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
break;
}
}
if(_errs173 === errors){
if(data.e !== undefined){
let data77 = data.e;
const _errs174 = errors;
if(errors === _errs174){
if(Array.isArray(data77)){
if(data77.length > 2){
const err147 = {instancePath:instancePath+"/e",schemaPath:"#/oneOf/4/properties/e/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
else {
if(data77.length < 2){
const err148 = {instancePath:instancePath+"/e",schemaPath:"#/oneOf/4/properties/e/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
else {
const len26 = data77.length;
if(!(len26 <= 2)){
const err149 = {instancePath:instancePath+"/e",schemaPath:"#/oneOf/4/properties/e/additionalItems",keyword:"additionalItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
else {
const len27 = data77.length;
if(len27 > 0){
let data78 = data77[0];
const _errs176 = errors;
if(!(((typeof data78 == "number") && (!(data78 % 1) && !isNaN(data78))) && (isFinite(data78)))){
const err150 = {instancePath:instancePath+"/e/0",schemaPath:"#/oneOf/4/properties/e/items/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
var valid44 = _errs176 === errors;
}
if(valid44){
if(len27 > 1){
let data79 = data77[1];
const _errs178 = errors;
if(!((data79 === "stopped") || (data79 === "duration_limit"))){
const err151 = {instancePath:instancePath+"/e/1",schemaPath:"#/oneOf/4/properties/e/items/1/enum",keyword:"enum",params:{allowedValues: schema13.oneOf[4].properties.e.items[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
var valid44 = _errs178 === errors;
}
}
}
}
}
}
else {
const err152 = {instancePath:instancePath+"/e",schemaPath:"#/oneOf/4/properties/e/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
}
}
}
}
else {
const err153 = {instancePath,schemaPath:"#/oneOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
var _valid0 = _errs171 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid0 = true;
passing0 = 4;
}
}
}
}
}
if(!valid0){
const err154 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
validate12.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate12.errors = vErrors;
return errors === 0;
}

