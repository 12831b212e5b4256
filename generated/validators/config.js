// generated — do not edit.
// Emitter: codegen/emitters/validators.ts; source: schemas/config.schema.json.
// Regenerate with `npm run codegen`.
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
export const validateConfig = validate10;
const schema11 = {"title":"WinprocConfig","description":"Settings of winproc-tui, written after a successful interactive run.","type":"object","properties":{"mcp_connections_disabled":{"type":"boolean","description":"When true, the application creates no MCP listener. Default false (connections enabled)."},"theme":{"enum":["dark","light","mono"],"description":"Colour theme. Default dark."},"layout":{"type":"object","description":"Screen layout preferences.","properties":{"visible_columns":{"type":"array","items":{"type":"string"},"uniqueItems":true,"description":"Process table columns in display order: process metric identifiers, and `dotnet` for the .NET runtime support and collection mark."},"sort_column":{"type":"string","description":"Column the process table sorts by: a metric identifier, pid or name."},"sort_descending":{"type":"boolean","description":"Whether the sort is descending."},"show_system_panels":{"type":"boolean","description":"Whether the MEM, CPU, NW/DISK and GPU panels are shown."},"show_kernel_threads":{"type":"boolean","description":"Whether kernel threads are listed in the process table. Default false (hidden, as htop does)."},"tree_view":{"type":"boolean","description":"Whether the process table shows children under their verified parent (F5). Default false."}}},"tracking":{"type":"object","description":"Tracking List persistence.","properties":{"startup_mode":{"enum":["resume","empty","choose"],"description":"How the working Tracking List starts: resume the previous list, start empty, or ask. Default resume."},"working_names":{"type":"array","items":{"type":"string","minLength":1},"description":"The working Tracking List saved for resume."},"active_profile":{"type":["string","null"],"description":"Name of the Investigation Profile the working list is bound to, or null."}}},"profiles":{"type":"array","description":"Saved Investigation Profiles.","items":{"type":"object","required":["name","names"],"properties":{"name":{"type":"string","minLength":1,"description":"Profile name, unique case-insensitively."},"names":{"type":"array","items":{"type":"string","minLength":1},"description":"Tracked process names."}}}},"recording":{"type":"object","description":"Recording preferences.","properties":{"directory":{"type":"string","description":"Last recording directory; also the root that MCP log listing reads."},"interval_seconds":{"enum":[1,2,5,10],"description":"Last recording interval."}}},"graphs":{"type":"object","description":"Graph workspace layout preferences.","properties":{"height_rows":{"type":"integer","minimum":3,"maximum":100,"description":"Height of one Graph in terminal rows."},"display_mode":{"enum":["raw","ma5"],"description":"Raw values or a five-sample moving average."},"span":{"enum":["1m","2m","5m","10m","30m","1h","2h","fit"],"description":"The visible time span (PgUp/PgDn), or fit: everything retained (f)."},"columns":{"enum":["auto","1","2","3"],"description":"Graph columns of the workspace (L); auto picks one to three by width."},"zero_axis":{"type":"boolean","description":"The Y axis includes zero (z)."}}}}};
const func2 = require("ajv/dist/runtime/ucs2length").default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.mcp_connections_disabled !== undefined){
const _errs1 = errors;
if(typeof data.mcp_connections_disabled !== "boolean"){
validate10.errors = [{instancePath:instancePath+"/mcp_connections_disabled",schemaPath:"#/properties/mcp_connections_disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.theme !== undefined){
let data1 = data.theme;
const _errs3 = errors;
if(!(((data1 === "dark") || (data1 === "light")) || (data1 === "mono"))){
validate10.errors = [{instancePath:instancePath+"/theme",schemaPath:"#/properties/theme/enum",keyword:"enum",params:{allowedValues: schema11.properties.theme.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.layout !== undefined){
let data2 = data.layout;
const _errs4 = errors;
if(errors === _errs4){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.visible_columns !== undefined){
let data3 = data2.visible_columns;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data3)){
var valid2 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(typeof data3[i0] !== "string"){
validate10.errors = [{instancePath:instancePath+"/layout/visible_columns/" + i0,schemaPath:"#/properties/layout/properties/visible_columns/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs8 === errors;
if(!valid2){
break;
}
}
if(valid2){
let i1 = data3.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data3[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
validate10.errors = [{instancePath:instancePath+"/layout/visible_columns",schemaPath:"#/properties/layout/properties/visible_columns/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
return false;
break;
}
indices0[item0] = i1;
}
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/layout/visible_columns",schemaPath:"#/properties/layout/properties/visible_columns/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.sort_column !== undefined){
const _errs10 = errors;
if(typeof data2.sort_column !== "string"){
validate10.errors = [{instancePath:instancePath+"/layout/sort_column",schemaPath:"#/properties/layout/properties/sort_column/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.sort_descending !== undefined){
const _errs12 = errors;
if(typeof data2.sort_descending !== "boolean"){
validate10.errors = [{instancePath:instancePath+"/layout/sort_descending",schemaPath:"#/properties/layout/properties/sort_descending/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs12 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.show_system_panels !== undefined){
const _errs14 = errors;
if(typeof data2.show_system_panels !== "boolean"){
validate10.errors = [{instancePath:instancePath+"/layout/show_system_panels",schemaPath:"#/properties/layout/properties/show_system_panels/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs14 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.show_kernel_threads !== undefined){
const _errs16 = errors;
if(typeof data2.show_kernel_threads !== "boolean"){
validate10.errors = [{instancePath:instancePath+"/layout/show_kernel_threads",schemaPath:"#/properties/layout/properties/show_kernel_threads/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs16 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.tree_view !== undefined){
const _errs18 = errors;
if(typeof data2.tree_view !== "boolean"){
validate10.errors = [{instancePath:instancePath+"/layout/tree_view",schemaPath:"#/properties/layout/properties/tree_view/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs18 === errors;
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
else {
validate10.errors = [{instancePath:instancePath+"/layout",schemaPath:"#/properties/layout/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tracking !== undefined){
let data10 = data.tracking;
const _errs20 = errors;
if(errors === _errs20){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.startup_mode !== undefined){
let data11 = data10.startup_mode;
const _errs22 = errors;
if(!(((data11 === "resume") || (data11 === "empty")) || (data11 === "choose"))){
validate10.errors = [{instancePath:instancePath+"/tracking/startup_mode",schemaPath:"#/properties/tracking/properties/startup_mode/enum",keyword:"enum",params:{allowedValues: schema11.properties.tracking.properties.startup_mode.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid4 = _errs22 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data10.working_names !== undefined){
let data12 = data10.working_names;
const _errs23 = errors;
if(errors === _errs23){
if(Array.isArray(data12)){
var valid5 = true;
const len1 = data12.length;
for(let i2=0; i2<len1; i2++){
let data13 = data12[i2];
const _errs25 = errors;
if(errors === _errs25){
if(typeof data13 === "string"){
if(func2(data13) < 1){
validate10.errors = [{instancePath:instancePath+"/tracking/working_names/" + i2,schemaPath:"#/properties/tracking/properties/working_names/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/tracking/working_names/" + i2,schemaPath:"#/properties/tracking/properties/working_names/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs25 === errors;
if(!valid5){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/tracking/working_names",schemaPath:"#/properties/tracking/properties/working_names/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid4 = _errs23 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data10.active_profile !== undefined){
let data14 = data10.active_profile;
const _errs27 = errors;
if((typeof data14 !== "string") && (data14 !== null)){
validate10.errors = [{instancePath:instancePath+"/tracking/active_profile",schemaPath:"#/properties/tracking/properties/active_profile/type",keyword:"type",params:{type: schema11.properties.tracking.properties.active_profile.type},message:"must be string,null"}];
return false;
}
var valid4 = _errs27 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/tracking",schemaPath:"#/properties/tracking/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.profiles !== undefined){
let data15 = data.profiles;
const _errs29 = errors;
if(errors === _errs29){
if(Array.isArray(data15)){
var valid6 = true;
const len2 = data15.length;
for(let i3=0; i3<len2; i3++){
let data16 = data15[i3];
const _errs31 = errors;
if(errors === _errs31){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing0;
if(((data16.name === undefined) && (missing0 = "name")) || ((data16.names === undefined) && (missing0 = "names"))){
validate10.errors = [{instancePath:instancePath+"/profiles/" + i3,schemaPath:"#/properties/profiles/items/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data16.name !== undefined){
let data17 = data16.name;
const _errs33 = errors;
if(errors === _errs33){
if(typeof data17 === "string"){
if(func2(data17) < 1){
validate10.errors = [{instancePath:instancePath+"/profiles/" + i3+"/name",schemaPath:"#/properties/profiles/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/profiles/" + i3+"/name",schemaPath:"#/properties/profiles/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid7 = _errs33 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data16.names !== undefined){
let data18 = data16.names;
const _errs35 = errors;
if(errors === _errs35){
if(Array.isArray(data18)){
var valid8 = true;
const len3 = data18.length;
for(let i4=0; i4<len3; i4++){
let data19 = data18[i4];
const _errs37 = errors;
if(errors === _errs37){
if(typeof data19 === "string"){
if(func2(data19) < 1){
validate10.errors = [{instancePath:instancePath+"/profiles/" + i3+"/names/" + i4,schemaPath:"#/properties/profiles/items/properties/names/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/profiles/" + i3+"/names/" + i4,schemaPath:"#/properties/profiles/items/properties/names/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid8 = _errs37 === errors;
if(!valid8){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/profiles/" + i3+"/names",schemaPath:"#/properties/profiles/items/properties/names/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid7 = _errs35 === errors;
}
else {
var valid7 = true;
}
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/profiles/" + i3,schemaPath:"#/properties/profiles/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid6 = _errs31 === errors;
if(!valid6){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/profiles",schemaPath:"#/properties/profiles/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.recording !== undefined){
let data20 = data.recording;
const _errs39 = errors;
if(errors === _errs39){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.directory !== undefined){
const _errs41 = errors;
if(typeof data20.directory !== "string"){
validate10.errors = [{instancePath:instancePath+"/recording/directory",schemaPath:"#/properties/recording/properties/directory/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs41 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data20.interval_seconds !== undefined){
let data22 = data20.interval_seconds;
const _errs43 = errors;
if(!((((data22 === 1) || (data22 === 2)) || (data22 === 5)) || (data22 === 10))){
validate10.errors = [{instancePath:instancePath+"/recording/interval_seconds",schemaPath:"#/properties/recording/properties/interval_seconds/enum",keyword:"enum",params:{allowedValues: schema11.properties.recording.properties.interval_seconds.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid9 = _errs43 === errors;
}
else {
var valid9 = true;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/recording",schemaPath:"#/properties/recording/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.graphs !== undefined){
let data23 = data.graphs;
const _errs44 = errors;
if(errors === _errs44){
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.height_rows !== undefined){
let data24 = data23.height_rows;
const _errs46 = errors;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
validate10.errors = [{instancePath:instancePath+"/graphs/height_rows",schemaPath:"#/properties/graphs/properties/height_rows/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs46){
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 > 100 || isNaN(data24)){
validate10.errors = [{instancePath:instancePath+"/graphs/height_rows",schemaPath:"#/properties/graphs/properties/height_rows/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data24 < 3 || isNaN(data24)){
validate10.errors = [{instancePath:instancePath+"/graphs/height_rows",schemaPath:"#/properties/graphs/properties/height_rows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 3},message:"must be >= 3"}];
return false;
}
}
}
}
var valid10 = _errs46 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data23.display_mode !== undefined){
let data25 = data23.display_mode;
const _errs48 = errors;
if(!((data25 === "raw") || (data25 === "ma5"))){
validate10.errors = [{instancePath:instancePath+"/graphs/display_mode",schemaPath:"#/properties/graphs/properties/display_mode/enum",keyword:"enum",params:{allowedValues: schema11.properties.graphs.properties.display_mode.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid10 = _errs48 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data23.span !== undefined){
let data26 = data23.span;
const _errs49 = errors;
if(!((((((((data26 === "1m") || (data26 === "2m")) || (data26 === "5m")) || (data26 === "10m")) || (data26 === "30m")) || (data26 === "1h")) || (data26 === "2h")) || (data26 === "fit"))){
validate10.errors = [{instancePath:instancePath+"/graphs/span",schemaPath:"#/properties/graphs/properties/span/enum",keyword:"enum",params:{allowedValues: schema11.properties.graphs.properties.span.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid10 = _errs49 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data23.columns !== undefined){
let data27 = data23.columns;
const _errs50 = errors;
if(!((((data27 === "auto") || (data27 === "1")) || (data27 === "2")) || (data27 === "3"))){
validate10.errors = [{instancePath:instancePath+"/graphs/columns",schemaPath:"#/properties/graphs/properties/columns/enum",keyword:"enum",params:{allowedValues: schema11.properties.graphs.properties.columns.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid10 = _errs50 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data23.zero_axis !== undefined){
const _errs51 = errors;
if(typeof data23.zero_axis !== "boolean"){
validate10.errors = [{instancePath:instancePath+"/graphs/zero_axis",schemaPath:"#/properties/graphs/properties/zero_axis/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid10 = _errs51 === errors;
}
else {
var valid10 = true;
}
}
}
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/graphs",schemaPath:"#/properties/graphs/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs44 === errors;
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
validate10.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate10.errors = vErrors;
return errors === 0;
}

