// generated — do not edit.
// Emitter: codegen/emitters/validators.ts; source: schemas/ipc/*.schema.json.
// Regenerate with `npm run codegen`.
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
export const validateCancel = validate10;
const schema11 = {"title":"IpcCancel","description":"Asks the backend to stop work for a pending request; an unknown or finished request id has no effect.","type":"object","additionalProperties":false,"required":["kind","request_id"],"properties":{"kind":{"const":"cancel","description":"Message discriminator."},"request_id":{"type":"string","minLength":1,"maxLength":128,"description":"The request to cancel."}}};
const func2 = require("ajv/dist/runtime/ucs2length").default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.kind === undefined) && (missing0 = "kind")) || ((data.request_id === undefined) && (missing0 = "request_id"))){
validate10.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "kind") || (key0 === "request_id"))){
validate10.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.kind !== undefined){
const _errs2 = errors;
if("cancel" !== data.kind){
validate10.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "cancel"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.request_id !== undefined){
let data1 = data.request_id;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func2(data1) > 128){
validate10.errors = [{instancePath:instancePath+"/request_id",schemaPath:"#/properties/request_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func2(data1) < 1){
validate10.errors = [{instancePath:instancePath+"/request_id",schemaPath:"#/properties/request_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/request_id",schemaPath:"#/properties/request_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
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

export const validateHello = validate11;
const schema12 = {"title":"IpcHello","description":"The first frame a bridge sends after connecting: it names the private IPC protocol version it speaks.","type":"object","additionalProperties":false,"required":["kind","ipc_major","ipc_minor","bridge_version"],"properties":{"kind":{"const":"hello","description":"Message discriminator."},"ipc_major":{"type":"integer","minimum":0,"maximum":65535,"description":"Major version of the private IPC protocol; the backend refuses a different major."},"ipc_minor":{"type":"integer","minimum":0,"maximum":65535,"description":"Minor version of the private IPC protocol; not compared."},"bridge_version":{"type":"string","minLength":1,"maxLength":64,"description":"Package version of the bridge executable."}}};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.kind === undefined) && (missing0 = "kind")) || ((data.ipc_major === undefined) && (missing0 = "ipc_major"))) || ((data.ipc_minor === undefined) && (missing0 = "ipc_minor"))) || ((data.bridge_version === undefined) && (missing0 = "bridge_version"))){
validate11.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "kind") || (key0 === "ipc_major")) || (key0 === "ipc_minor")) || (key0 === "bridge_version"))){
validate11.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.kind !== undefined){
const _errs2 = errors;
if("hello" !== data.kind){
validate11.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "hello"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ipc_major !== undefined){
let data1 = data.ipc_major;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate11.errors = [{instancePath:instancePath+"/ipc_major",schemaPath:"#/properties/ipc_major/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 65535 || isNaN(data1)){
validate11.errors = [{instancePath:instancePath+"/ipc_major",schemaPath:"#/properties/ipc_major/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"}];
return false;
}
else {
if(data1 < 0 || isNaN(data1)){
validate11.errors = [{instancePath:instancePath+"/ipc_major",schemaPath:"#/properties/ipc_major/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ipc_minor !== undefined){
let data2 = data.ipc_minor;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate11.errors = [{instancePath:instancePath+"/ipc_minor",schemaPath:"#/properties/ipc_minor/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 65535 || isNaN(data2)){
validate11.errors = [{instancePath:instancePath+"/ipc_minor",schemaPath:"#/properties/ipc_minor/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"}];
return false;
}
else {
if(data2 < 0 || isNaN(data2)){
validate11.errors = [{instancePath:instancePath+"/ipc_minor",schemaPath:"#/properties/ipc_minor/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bridge_version !== undefined){
let data3 = data.bridge_version;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func2(data3) > 64){
validate11.errors = [{instancePath:instancePath+"/bridge_version",schemaPath:"#/properties/bridge_version/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func2(data3) < 1){
validate11.errors = [{instancePath:instancePath+"/bridge_version",schemaPath:"#/properties/bridge_version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate11.errors = [{instancePath:instancePath+"/bridge_version",schemaPath:"#/properties/bridge_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs7 === errors;
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
validate11.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate11.errors = vErrors;
return errors === 0;
}

export const validateRefused = validate12;
const schema13 = {"title":"IpcRefused","description":"The backend's answer when it will not accept the connection (version mismatch, connection limit, MCP disabled); the backend closes the connection after sending it.","type":"object","additionalProperties":false,"required":["kind","code","message"],"properties":{"kind":{"const":"refused","description":"Message discriminator."},"code":{"enum":["VERSION_MISMATCH","CONNECTION_LIMIT","DISABLED","PEER_REJECTED"],"description":"Why the connection was refused."},"message":{"type":"string","maxLength":512,"description":"A safe, human-readable explanation."}}};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.kind === undefined) && (missing0 = "kind")) || ((data.code === undefined) && (missing0 = "code"))) || ((data.message === undefined) && (missing0 = "message"))){
validate12.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "kind") || (key0 === "code")) || (key0 === "message"))){
validate12.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.kind !== undefined){
const _errs2 = errors;
if("refused" !== data.kind){
validate12.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "refused"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.code !== undefined){
let data1 = data.code;
const _errs3 = errors;
if(!((((data1 === "VERSION_MISMATCH") || (data1 === "CONNECTION_LIMIT")) || (data1 === "DISABLED")) || (data1 === "PEER_REJECTED"))){
validate12.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/enum",keyword:"enum",params:{allowedValues: schema13.properties.code.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
let data2 = data.message;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data2 === "string"){
if(func2(data2) > 512){
validate12.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
}
else {
validate12.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate12.errors = vErrors;
return errors === 0;
}

export const validateRequest = validate13;
const schema14 = {"title":"IpcRequest","description":"A tool call forwarded by the bridge after the handshake.","type":"object","additionalProperties":false,"required":["kind","request_id","method","arguments"],"properties":{"kind":{"const":"request","description":"Message discriminator."},"request_id":{"type":"string","minLength":1,"maxLength":128,"description":"Non-empty identifier of at most 128 UTF-8 bytes, unique among the connection's pending requests."},"method":{"type":"string","minLength":1,"maxLength":128,"description":"Backend method name; an unknown method answers INVALID_ARGUMENT."},"arguments":{"type":"object","description":"Tool arguments, already validated against the tool's input schema by the bridge."}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.kind === undefined) && (missing0 = "kind")) || ((data.request_id === undefined) && (missing0 = "request_id"))) || ((data.method === undefined) && (missing0 = "method"))) || ((data.arguments === undefined) && (missing0 = "arguments"))){
validate13.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "kind") || (key0 === "request_id")) || (key0 === "method")) || (key0 === "arguments"))){
validate13.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.kind !== undefined){
const _errs2 = errors;
if("request" !== data.kind){
validate13.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "request"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.request_id !== undefined){
let data1 = data.request_id;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func2(data1) > 128){
validate13.errors = [{instancePath:instancePath+"/request_id",schemaPath:"#/properties/request_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func2(data1) < 1){
validate13.errors = [{instancePath:instancePath+"/request_id",schemaPath:"#/properties/request_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/request_id",schemaPath:"#/properties/request_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.method !== undefined){
let data2 = data.method;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func2(data2) > 128){
validate13.errors = [{instancePath:instancePath+"/method",schemaPath:"#/properties/method/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func2(data2) < 1){
validate13.errors = [{instancePath:instancePath+"/method",schemaPath:"#/properties/method/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.arguments !== undefined){
let data3 = data.arguments;
const _errs7 = errors;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
validate13.errors = [{instancePath:instancePath+"/arguments",schemaPath:"#/properties/arguments/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs7 === errors;
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
validate13.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate13.errors = vErrors;
return errors === 0;
}

export const validateResponse = validate14;
const schema15 = {"title":"IpcResponse","description":"The backend's single answer to a request; `result` is the tool's output envelope, which may itself be an error.","type":"object","additionalProperties":false,"required":["kind","request_id","result"],"properties":{"kind":{"const":"response","description":"Message discriminator."},"request_id":{"type":"string","minLength":1,"maxLength":128,"description":"The request this answers."},"result":{"type":"object","description":"The tool's output envelope (success or error variant)."}}};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.kind === undefined) && (missing0 = "kind")) || ((data.request_id === undefined) && (missing0 = "request_id"))) || ((data.result === undefined) && (missing0 = "result"))){
validate14.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "kind") || (key0 === "request_id")) || (key0 === "result"))){
validate14.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.kind !== undefined){
const _errs2 = errors;
if("response" !== data.kind){
validate14.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "response"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.request_id !== undefined){
let data1 = data.request_id;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func2(data1) > 128){
validate14.errors = [{instancePath:instancePath+"/request_id",schemaPath:"#/properties/request_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func2(data1) < 1){
validate14.errors = [{instancePath:instancePath+"/request_id",schemaPath:"#/properties/request_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate14.errors = [{instancePath:instancePath+"/request_id",schemaPath:"#/properties/request_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.result !== undefined){
let data2 = data.result;
const _errs5 = errors;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
validate14.errors = [{instancePath:instancePath+"/result",schemaPath:"#/properties/result/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid0 = _errs5 === errors;
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

export const validateWelcome = validate15;
const schema16 = {"title":"IpcWelcome","description":"The backend's answer to an accepted hello: the connection is authenticated and ready for requests.","type":"object","additionalProperties":false,"required":["kind","ipc_major","ipc_minor","backend_instance_id","application_version"],"properties":{"kind":{"const":"welcome","description":"Message discriminator."},"ipc_major":{"type":"integer","minimum":0,"maximum":65535,"description":"Major version of the private IPC protocol the backend speaks."},"ipc_minor":{"type":"integer","minimum":0,"maximum":65535,"description":"Minor version of the private IPC protocol the backend speaks."},"backend_instance_id":{"type":"string","minLength":1,"maxLength":128,"description":"Random identifier of the current listener start; a new listener gets a new one and invalidates every connection-owned reference."},"application_version":{"type":"string","minLength":1,"maxLength":64,"description":"Package version of the running application."}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.kind === undefined) && (missing0 = "kind")) || ((data.ipc_major === undefined) && (missing0 = "ipc_major"))) || ((data.ipc_minor === undefined) && (missing0 = "ipc_minor"))) || ((data.backend_instance_id === undefined) && (missing0 = "backend_instance_id"))) || ((data.application_version === undefined) && (missing0 = "application_version"))){
validate15.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "kind") || (key0 === "ipc_major")) || (key0 === "ipc_minor")) || (key0 === "backend_instance_id")) || (key0 === "application_version"))){
validate15.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.kind !== undefined){
const _errs2 = errors;
if("welcome" !== data.kind){
validate15.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "welcome"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ipc_major !== undefined){
let data1 = data.ipc_major;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate15.errors = [{instancePath:instancePath+"/ipc_major",schemaPath:"#/properties/ipc_major/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs3){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 65535 || isNaN(data1)){
validate15.errors = [{instancePath:instancePath+"/ipc_major",schemaPath:"#/properties/ipc_major/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"}];
return false;
}
else {
if(data1 < 0 || isNaN(data1)){
validate15.errors = [{instancePath:instancePath+"/ipc_major",schemaPath:"#/properties/ipc_major/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ipc_minor !== undefined){
let data2 = data.ipc_minor;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate15.errors = [{instancePath:instancePath+"/ipc_minor",schemaPath:"#/properties/ipc_minor/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs5){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 65535 || isNaN(data2)){
validate15.errors = [{instancePath:instancePath+"/ipc_minor",schemaPath:"#/properties/ipc_minor/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"}];
return false;
}
else {
if(data2 < 0 || isNaN(data2)){
validate15.errors = [{instancePath:instancePath+"/ipc_minor",schemaPath:"#/properties/ipc_minor/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.backend_instance_id !== undefined){
let data3 = data.backend_instance_id;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(func2(data3) > 128){
validate15.errors = [{instancePath:instancePath+"/backend_instance_id",schemaPath:"#/properties/backend_instance_id/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"}];
return false;
}
else {
if(func2(data3) < 1){
validate15.errors = [{instancePath:instancePath+"/backend_instance_id",schemaPath:"#/properties/backend_instance_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate15.errors = [{instancePath:instancePath+"/backend_instance_id",schemaPath:"#/properties/backend_instance_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.application_version !== undefined){
let data4 = data.application_version;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func2(data4) > 64){
validate15.errors = [{instancePath:instancePath+"/application_version",schemaPath:"#/properties/application_version/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func2(data4) < 1){
validate15.errors = [{instancePath:instancePath+"/application_version",schemaPath:"#/properties/application_version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate15.errors = [{instancePath:instancePath+"/application_version",schemaPath:"#/properties/application_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs9 === errors;
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
validate15.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate15.errors = vErrors;
return errors === 0;
}

