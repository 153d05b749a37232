// enableShareAppMessage: the mini-program offers 转发 once the calculation is shared (useShareAppMessage sets the path).
export default definePageConfig({ navigationBarTitleText: '利润计算器', enableShareAppMessage: true })
